import type { Readable } from 'node:stream';

export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');

/** Object keys are relative: `uploads/<id>` for files on their way in, `public/<name>` for served images. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
  etag: string;
}

/** One entry of `list()`: enough to tell how much is stored and what has outlived its grace period. */
export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface StorageDriver {
  readonly name: 'local' | 's3';
  /** The URL the client PUTs the file to. */
  createUploadUrl(grant: { uploadId: string; maxSize: number; expiresAt: Date }): Promise<string>;
  exists(key: string): Promise<boolean>;
  /** The whole object, refusing (SizeLimitExceededError) past `maxBytes`; undefined when missing. */
  read(key: string, maxBytes: number): Promise<Buffer | undefined>;
  write(key: string, data: Buffer, contentType: string): Promise<void>;
  /** For serving; 'not-modified' when `ifNoneMatch` names the current ETag. */
  open(key: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | undefined>;
  /** Idempotent. */
  delete(key: string): Promise<void>;
  /** Every stored object, page by page. */
  list(): AsyncIterable<ListedObject>;
}

export function uploadKey(uploadId: string): string {
  return `uploads/${uploadId}`;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

export function contentTypeFor(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** True when an If-None-Match header names this ETag (or is `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const bare = (value: string): string => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || bare(candidate) === bare(etag));
}
