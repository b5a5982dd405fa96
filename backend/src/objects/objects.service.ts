import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { IsNull, LessThan, Repository } from 'typeorm';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { OBJECT_STORAGE_URL_MESSAGE } from '../businesses/business-messages';
import { Clock } from '../common/clock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { UUID_SOURCE } from '../common/crypto';
import { readBounded, SizeLimitExceededError } from './bounded-read';
import { normalizeImage, sniffMimeType } from './image-processor';
import { ObjectUpload } from './object-upload.entity';
import { parseObjectPath } from './object-path';
import type { NormalizedPathDto, UploadFormDto, UploadRequestDto } from './objects.dto';
import { STORAGE_DRIVER, uploadContentType, uploadFormObjectUrl, uploadKey } from './storage-driver';
import type { StorageDriver, StoredObject } from './storage-driver';
import { UploadSigner } from './upload-signer';
import {
  MESSAGE_ONLY_IMAGES,
  MESSAGE_STORAGE_FULL,
  MESSAGE_UPLOAD_EXPIRED,
  MESSAGE_UPLOAD_FORM,
  MESSAGE_UPLOAD_MISSING,
  MESSAGE_UPLOAD_SIGNATURE,
  MESSAGE_UPLOAD_UNKNOWN,
  MESSAGE_UPLOAD_USED,
  sizeLimitMessage,
} from './object-messages';
import { MESSAGE_NOT_FOUND } from '../common/common-messages';
import { SCHEMA_UPLOAD_LIMIT, SCREEN_UPLOAD_LIMIT } from './upload-limits';

export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
/** Issued but never normalized: removed an hour after their URL expired. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** Upload ids are issued lower-case (randomUUID). */
const UPLOAD_PATH = new RegExp(`/objects/uploads/(${UUID_SOURCE})$`);
const UPLOAD_KEY = new RegExp(`^uploads/(${UUID_SOURCE})$`);
/** The fields of a local upload form (LocalStorageDriver.createUploadForm); any other is refused, as S3 does. */
const LOCAL_FORM_FIELDS = ['key', 'Content-Type', 'expires', 'maxSize', 'signature'];
/** What a multipart envelope (boundaries, part headers, the five fields) adds to the file, at most. */
export const FORM_OVERHEAD_BYTES = 16 * 1024;

/** The path of an absolute or root-relative URL; '' when WHATWG URL refuses it (e.g. a broken punycode host). */
function pathnameOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return '';
  }
}

/** How long one measurement of the store's size stands in for the quota check. */
const USAGE_MEASUREMENT_TTL_MS = 60_000;

/** Upload URLs, the upload itself (local driver), normalizing into public images, and serving them. */
@Injectable()
export class ObjectsService {
  /** The store's size as last measured (refuseWhenFull). */
  private usage: { bytes: number; measuredAt: number } | undefined;

  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @InjectRepository(ObjectUpload) private readonly uploads: Repository<ObjectUpload>,
    private readonly clock: Clock,
    private readonly signer: UploadSigner,
    private readonly businesses: BusinessesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `pageOrigin`: the origin of the asking page when a browser asks from this server (see UploadGrant). */
  async requestUploadUrl(request: UploadRequestDto, pageOrigin?: string): Promise<UploadFormDto> {
    await this.purgeAbandonedUploads(20);
    await this.refuseWhenFull(0);
    const now = this.clock.now();
    const upload = this.uploads.create({
      id: randomUUID(),
      maxSize: request.maxSize ?? SCREEN_UPLOAD_LIMIT,
      allowGif: /gif$/i.test(request.contentType ?? ''),
      expiresAt: new Date(now.getTime() + UPLOAD_URL_TTL_MS),
    });
    await this.uploads.insert(upload);
    const form = await this.storage.createUploadForm({
      uploadId: upload.id,
      maxSize: upload.maxSize,
      contentType: uploadContentType(request.contentType),
      expiresAt: upload.expiresAt,
      pageOrigin,
    });
    return { method: 'POST', url: form.url, fields: form.fields, objectUrl: uploadFormObjectUrl(form) };
  }

  /**
   * The POST of a local upload form: its fields (those before the file) are checked as S3 checks a
   * policy — no field more or less, signature, expiry, size — then the file is read up to its limit,
   * sniffed, and kept; nothing is kept on failure. `request` is the form the file comes in: a file part
   * still open after the request has ended (a cut-off form) is refused (400) instead of waited for.
   */
  async receiveUpload(
    fields: Record<string, string>,
    file: Readable,
    request: Readable,
    contentLength: number | undefined,
  ): Promise<void> {
    if (this.storage.name !== 'local') throw DomainError.notFound(MESSAGE_NOT_FOUND);
    const names = Object.keys(fields);
    const uploadId = UPLOAD_KEY.exec(fields.key ?? '')?.[1];
    const expires = Number(fields.expires);
    const maxSize = Number(fields.maxSize);
    const contentType = fields['Content-Type'] ?? '';
    if (
      names.length !== LOCAL_FORM_FIELDS.length ||
      !LOCAL_FORM_FIELDS.every((name) => names.includes(name)) ||
      uploadId === undefined ||
      !Number.isInteger(expires) ||
      !Number.isInteger(maxSize) ||
      maxSize < 1 ||
      maxSize > SCHEMA_UPLOAD_LIMIT ||
      !this.signer.verify({ uploadId, expires, maxSize, contentType }, fields.signature ?? '')
    ) {
      throw DomainError.forbidden(MESSAGE_UPLOAD_SIGNATURE);
    }
    if (expires * 1000 < this.clock.now().getTime()) throw DomainError.forbidden(MESSAGE_UPLOAD_EXPIRED);
    if (contentLength !== undefined && contentLength > maxSize + FORM_OVERHEAD_BYTES) {
      throw DomainError.tooLarge(sizeLimitMessage(maxSize));
    }
    // One file per upload form: claimed atomically, so of two at once only one gets through.
    const claimed = await this.uploads.update({ id: uploadId, receivedAt: IsNull() }, { receivedAt: this.clock.now() });
    if (claimed.affected !== 1) throw DomainError.conflict(MESSAGE_UPLOAD_USED);
    try {
      await this.refuseWhenFull(Math.min(contentLength ?? maxSize, maxSize));
      const data = await this.readLimited(file, maxSize, request).catch((error: unknown) => {
        // A file part that never ends (a cut-off form) or that the parser cannot read is the client's mistake.
        throw error instanceof DomainError ? error : DomainError.invalid(MESSAGE_UPLOAD_FORM);
      });
      // Only image bytes are ever written; normalize decides on the exact types later.
      const mime = await sniffMimeType(data);
      if (mime === undefined || !['image/jpeg', 'image/png', 'image/webp', 'image/gif'].includes(mime)) {
        throw DomainError.unsupportedMediaType(MESSAGE_ONLY_IMAGES);
      }
      await this.storage.write(uploadKey(uploadId), data, mime);
    } catch (error) {
      // Nothing was kept: the form may be sent again.
      await this.uploads.update({ id: uploadId }, { receivedAt: null });
      throw error;
    }
  }

  /** Turns an uploaded file into a public, re-encoded image; the upload is gone afterwards either way. */
  async normalizeUpload(uploadUrl: string): Promise<NormalizedPathDto> {
    const uploadId = UPLOAD_PATH.exec(pathnameOf(uploadUrl))?.[1];
    if (uploadId === undefined) throw DomainError.invalid(OBJECT_STORAGE_URL_MESSAGE);
    const key = uploadKey(uploadId);
    const upload = await this.uploads.findOne({ where: { id: uploadId } });
    if (upload === null) {
      // Whatever sits under an id we never issued (or already processed) is not going anywhere.
      await this.storage.delete(key);
      throw DomainError.invalid(MESSAGE_UPLOAD_UNKNOWN);
    }
    // Not uploaded yet: the upload stays claimable, the client may retry.
    if (!(await this.storage.exists(key))) throw DomainError.invalid(MESSAGE_UPLOAD_MISSING);
    const claimed = await this.uploads.delete({ id: uploadId });
    if (claimed.affected !== 1) throw DomainError.invalid(MESSAGE_UPLOAD_UNKNOWN);
    try {
      let data: Buffer | undefined;
      try {
        data = await this.storage.read(key, upload.maxSize);
      } catch (error) {
        if (error instanceof SizeLimitExceededError) throw DomainError.tooLarge(sizeLimitMessage(upload.maxSize));
        throw error;
      }
      if (data === undefined) throw DomainError.invalid(MESSAGE_UPLOAD_MISSING);
      return { normalizedPath: await this.storePublicImage(data, upload.allowGif) };
    } finally {
      await this.storage.delete(key);
    }
  }

  /** The admin's one-step upload (multipart): 5 MB, JPEG/PNG/WebP, straight to a public image. */
  /** The bytes of a screen upload, refused (413) past SCREEN_UPLOAD_LIMIT; `request` is the form it comes in. */
  readScreenUpload(file: Readable, request: Readable): Promise<Buffer> {
    return this.readLimited(file, SCREEN_UPLOAD_LIMIT, request);
  }

  /** Normalizes a screen upload's bytes (no GIF) and stores them as a public image. */
  storeScreenUpload(data: Buffer): Promise<string> {
    return this.storePublicImage(data, false);
  }

  /** Only normalized images under `public/` are served; uploads never are. */
  async openObject(rawPath: string, ifNoneMatch: string | undefined): Promise<StoredObject | 'not-modified'> {
    const path = parseObjectPath(rawPath);
    if (!path.startsWith('public/')) throw DomainError.notFound(MESSAGE_NOT_FOUND);
    const object = await this.storage.open(path, ifNoneMatch);
    if (object === undefined) throw DomainError.notFound(MESSAGE_NOT_FOUND);
    return object;
  }

  private async storePublicImage(data: Buffer, allowGif: boolean): Promise<string> {
    const image = await normalizeImage(data, { allowGif });
    const key = `public/${randomUUID()}.${image.extension}`;
    await this.storage.write(key, image.data, image.contentType);
    return `/objects/${key}`;
  }

  private async readLimited(stream: Readable, limit: number, source?: Readable): Promise<Buffer> {
    try {
      return await readBounded(stream, limit, source);
    } catch (error) {
      if (error instanceof SizeLimitExceededError) throw DomainError.tooLarge(sizeLimitMessage(limit));
      throw error;
    }
  }

  /**
   * Removes what no business names once it is older than the grace period (OBJECTS_ORPHAN_GRACE_HOURS):
   * images normalized but never saved with an entry or replaced since, and files under upload ids
   * that are no longer open (a form sent again to a bucket after normalize). Runs periodically
   * (objects.module.ts); returns the removed keys.
   */
  async sweepOrphans(): Promise<string[]> {
    await this.purgeAbandonedUploads();
    const cutoff = this.clock.now().getTime() - this.config.storage.orphanGraceMs;
    const candidates: string[] = [];
    for await (const object of this.storage.list()) {
      if (object.lastModified.getTime() <= cutoff) candidates.push(object.key);
    }
    if (candidates.length === 0) return [];
    const referenced = await this.referencedKeys();
    const open = new Set((await this.uploads.find({ select: { id: true } })).map((upload) => uploadKey(upload.id)));
    const orphans = candidates.filter((key) => !referenced.has(key) && !open.has(key));
    for (const key of orphans) await this.storage.delete(key);
    return orphans;
  }

  /** Object keys that businesses name as their image (relative or absolute URL). */
  private async referencedKeys(): Promise<Set<string>> {
    const urls = await this.businesses.objectImageUrls();
    return new Set(urls.map((url) => pathnameOf(url).replace(/^.*?\/objects\//, '')));
  }

  /**
   * 507 when `incoming` more bytes would pass OBJECTS_QUOTA_MB. Measuring lists the whole store, so
   * a measurement serves for a minute (plus what was accepted since): the quota is a guard against
   * unbounded growth, not an exact meter, and an upload-URL request stays cheap.
   */
  private async refuseWhenFull(incoming: number): Promise<void> {
    const now = this.clock.now().getTime();
    if (this.usage === undefined || now - this.usage.measuredAt > USAGE_MEASUREMENT_TTL_MS) {
      let bytes = 0;
      for await (const object of this.storage.list()) bytes += object.size;
      this.usage = { bytes, measuredAt: now };
    }
    if (this.usage.bytes + incoming > this.config.storage.quotaBytes) {
      throw DomainError.storageFull(MESSAGE_STORAGE_FULL);
    }
    this.usage.bytes += incoming;
  }

  private async purgeAbandonedUploads(batch?: number): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - ABANDONED_AFTER_MS);
    const abandoned = await this.uploads.find({ where: { expiresAt: LessThan(cutoff) }, take: batch });
    for (const upload of abandoned) {
      await this.storage.delete(uploadKey(upload.id));
      await this.uploads.delete({ id: upload.id });
    }
  }
}
