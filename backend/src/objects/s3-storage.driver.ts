import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { Readable } from 'node:stream';
import type { S3Config } from '../config/app-config';
import { readBounded, SizeLimitExceededError } from './bounded-read';
import { contentTypeFor } from './storage-driver';
import type { ListedObject, StorageDriver, StoredObject, UploadForm, UploadGrant } from './storage-driver';

/** Every key lives under this prefix, so upload addresses contain '/objects/' as the image URL rule wants. */
const KEY_PREFIX = 'objects/';

/**
 * The origin browsers POST upload forms to (the CSP's connect-src must allow it): the endpoint
 * with path-style addressing, else the bucket's own host under it; AWS's regional endpoint when unset.
 */
export function uploadFormOrigin(config: S3Config): string {
  const endpoint = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  return config.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/** An S3-compatible bucket; the browser POSTs straight to it with a presigned form (POST policy). */
export class S3StorageDriver implements StorageDriver {
  readonly name = 's3';
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId !== undefined && config.secretAccessKey !== undefined
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Only what S3 requires: extra checksum headers would have to be sent by the browser too.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Creates the bucket when it is missing (a fresh MinIO, the test server); production buckets exist already. */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      if (!isMissing(error)) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.config.bucket }));
    }
  }

  /**
   * A presigned POST whose policy fixes the key, the size (content-length-range 1…maxSize) and the
   * Content-Type: the bucket refuses any other file, unlike a presigned PUT, which takes any size
   * and type. The policy expires with the upload (grant.expiresAt, on this backend's clock).
   */
  async createUploadForm(grant: UploadGrant): Promise<UploadForm> {
    const key = KEY_PREFIX + `uploads/${grant.uploadId}`;
    // The library dates the policy by the system clock; the offset keeps its expiry on ours.
    const expires = Math.floor((grant.expiresAt.getTime() - Date.now()) / 1000);
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.config.bucket,
      Key: key,
      Conditions: [['content-length-range', 1, grant.maxSize]],
      // Fields become exact-match conditions of the policy as well.
      Fields: { 'Content-Type': grant.contentType },
      Expires: expires,
    });
    return { url, fields: { ...fields, key } };
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: KEY_PREFIX + key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async read(key: string, maxBytes: number): Promise<Buffer | undefined> {
    let response;
    try {
      response = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: KEY_PREFIX + key }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    const body = response.Body as Readable | undefined;
    if (body === undefined) return Buffer.alloc(0);
    // The bucket enforced the size already (POST policy); checked again before and while reading.
    if (response.ContentLength !== undefined && response.ContentLength > maxBytes) {
      body.destroy();
      throw new SizeLimitExceededError(maxBytes);
    }
    try {
      return await readBounded(body, maxBytes);
    } finally {
      body.destroy();
    }
  }

  async write(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: KEY_PREFIX + key,
        Body: data,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async open(key: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | undefined> {
    try {
      const response = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: KEY_PREFIX + key, IfNoneMatch: ifNoneMatch }),
      );
      const body = response.Body as Readable | undefined;
      return {
        body: body ?? Readable.from([]),
        contentType: response.ContentType ?? contentTypeFor(key),
        size: response.ContentLength ?? 0,
        etag: response.ETag ?? '',
      };
    } catch (error) {
      if (statusOf(error) === 304) return 'not-modified';
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: KEY_PREFIX + key }));
  }

  async *list(): AsyncIterable<ListedObject> {
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: KEY_PREFIX,
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined) continue;
        yield {
          key: object.Key.slice(KEY_PREFIX.length),
          size: object.Size ?? 0,
          lastModified: object.LastModified ?? new Date(0),
        };
      }
      continuationToken = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (continuationToken !== undefined);
  }

  destroy(): void {
    this.client.destroy();
  }
}
