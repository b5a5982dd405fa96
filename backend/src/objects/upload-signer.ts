import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { randomToken } from '../common/crypto';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** What a local upload form grants. */
export interface SignedUpload {
  uploadId: string;
  /** Unix seconds. */
  expires: number;
  maxSize: number;
  contentType: string;
}

/**
 * HMAC-SHA256 over what a local upload form grants: which upload, until when, how large, of which
 * Content-Type. UPLOAD_SIGNING_SECRET must be the same on every replica (docker-compose.yml).
 */
@Injectable()
export class UploadSigner {
  private secret: string | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  sign(grant: SignedUpload): string {
    return createHmac('sha256', this.getSecret())
      .update(`POST\n${grant.uploadId}\n${grant.expires}\n${grant.maxSize}\n${grant.contentType}`)
      .digest('base64url');
  }

  verify(grant: SignedUpload, signature: string): boolean {
    const expected = Buffer.from(this.sign(grant));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** UPLOAD_SIGNING_SECRET, or (a single instance) one generated on first use and kept in DATA_DIR for every later start. */
  private getSecret(): string {
    if (this.secret !== undefined) return this.secret;
    if (this.config.storage.signingSecret !== undefined) {
      this.secret = this.config.storage.signingSecret;
      return this.secret;
    }
    const file = join(this.config.dataDir, 'upload-signing-secret');
    try {
      mkdirSync(dirname(file), { recursive: true });
      // 'wx' fails when the file exists, so concurrent first starts keep the first secret.
      writeFileSync(file, randomToken(32), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    this.secret = readFileSync(file, 'utf8').trim();
    return this.secret;
  }
}
