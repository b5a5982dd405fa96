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

/** What one upload may be: the store itself refuses anything else (S3 by the POST policy, local by its signature). */
export interface UploadGrant {
  uploadId: string;
  /** Bytes, at most. */
  maxSize: number;
  /** The one Content-Type the form must name (uploadContentType). */
  contentType: string;
  expiresAt: Date;
  /**
   * The origin of the page that asks, when a browser asks from this very server (browserOrigin): a form that
   * posts back to this server targets it, so the upload is same-origin under whatever name the site was opened.
   */
  pageOrigin?: string;
}

/**
 * A browser form upload, the same for every driver: a multipart/form-data POST to `url` with
 * every field of `fields` (unchanged) first and the file last, as `file`. The stored object's
 * address is `url` + '/' + `fields.key` (uploadFormObjectUrl).
 */
export interface UploadForm {
  url: string;
  fields: Record<string, string> & { key: string };
}

export interface StorageDriver {
  readonly name: 'local' | 's3';
  /** The signed form for one upload. */
  createUploadForm(grant: UploadGrant): Promise<UploadForm>;
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

/** Where a form upload ends up, as S3 (and Uppy) name it: the form's target plus its key. */
export function uploadFormObjectUrl(form: UploadForm): string {
  return `${form.url.replace(/\/+$/, '')}/${form.fields.key}`;
}

const UPLOAD_CONTENT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * The Content-Type an upload form fixes: the declared image type ('png', 'image/jpg' …) in its
 * proper spelling, or application/octet-stream when none was declared — never anything a
 * browser would render as a page.
 */
export function uploadContentType(declared: string | undefined): string {
  const subtype = /^(?:image\/)?([a-z]+)$/i.exec(declared ?? '')?.[1]?.toLowerCase() ?? '';
  return UPLOAD_CONTENT_TYPES[subtype] ?? 'application/octet-stream';
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
