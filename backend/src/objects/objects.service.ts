import {
  BadRequestException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { LessThan, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { UUID_PATTERN, UUID_SOURCE } from '../common/crypto';
import { readBounded, SizeLimitExceededError } from './bounded-read';
import { MESSAGE_ONLY_IMAGES, normalizeImage, sniffMimeType } from './image-processor';
import { ObjectUpload } from './object-upload.entity';
import { parseObjectPath } from './object-path';
import { MB, SCHEMA_UPLOAD_LIMIT, SCREEN_UPLOAD_LIMIT } from './objects.dto';
import type { NormalizedPathDto, UploadRequestDto, UploadUrlDto } from './objects.dto';
import { STORAGE_DRIVER, uploadKey } from './storage-driver';
import type { StorageDriver, StoredObject } from './storage-driver';
import { UploadSigner } from './upload-signer';

export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
/** Issued but never normalized: removed an hour after their URL expired. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

export const MESSAGE_UPLOAD_EXPIRED = 'Die Upload-URL ist abgelaufen.';
export const MESSAGE_UPLOAD_SIGNATURE = 'Ungültige Upload-URL';
export const MESSAGE_UPLOAD_UNKNOWN = 'Upload nicht gefunden oder bereits verarbeitet';
export const MESSAGE_UPLOAD_MISSING = 'Es wurde noch keine Datei hochgeladen.';
export const MESSAGE_NOT_FOUND = 'Die angeforderte Ressource wurde nicht gefunden.';

/** Upload ids are issued lower-case (randomUUID). */
const UPLOAD_PATH = new RegExp(`/objects/uploads/(${UUID_SOURCE})$`);

export function sizeLimitMessage(limit: number): string {
  const megabytes = limit / MB;
  const text = Number.isInteger(megabytes) ? String(megabytes) : megabytes.toFixed(1).replace('.', ',');
  return `Die Datei darf maximal ${text}MB groß sein`;
}

/** The path of an absolute or root-relative URL; '' when WHATWG URL refuses it (e.g. a broken punycode host). */
function pathnameOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return '';
  }
}

export interface SignedUploadQuery {
  expires?: string;
  maxSize?: string;
  signature?: string;
}

/** Upload URLs, the upload itself (local driver), normalizing into public images, and serving them. */
@Injectable()
export class ObjectsService {
  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @InjectRepository(ObjectUpload) private readonly uploads: Repository<ObjectUpload>,
    private readonly clock: Clock,
    private readonly signer: UploadSigner,
  ) {}

  async requestUploadUrl(request: UploadRequestDto): Promise<UploadUrlDto> {
    await this.purgeAbandonedUploads();
    const now = this.clock.now();
    const upload = this.uploads.create({
      id: randomUUID(),
      maxSize: request.maxSize ?? SCREEN_UPLOAD_LIMIT,
      allowGif: /gif$/i.test(request.contentType ?? ''),
      expiresAt: new Date(now.getTime() + UPLOAD_URL_TTL_MS),
    });
    await this.uploads.insert(upload);
    const uploadURL = await this.storage.createUploadUrl({
      uploadId: upload.id,
      maxSize: upload.maxSize,
      expiresAt: upload.expiresAt,
    });
    return { uploadURL };
  }

  /** The PUT to a local upload URL: signature, expiry and size checked, content sniffed, nothing kept on failure. */
  async receiveUpload(
    uploadId: string,
    query: SignedUploadQuery,
    body: Readable,
    contentLength: number | undefined,
  ): Promise<void> {
    if (this.storage.name !== 'local' || !UUID_PATTERN.test(uploadId)) throw new NotFoundException(MESSAGE_NOT_FOUND);
    const expires = Number(query.expires);
    const maxSize = Number(query.maxSize);
    const signature = query.signature ?? '';
    if (
      !Number.isInteger(expires) ||
      !Number.isInteger(maxSize) ||
      maxSize < 1 ||
      maxSize > SCHEMA_UPLOAD_LIMIT ||
      !this.signer.verify({ uploadId, expires, maxSize }, signature)
    ) {
      throw new ForbiddenException(MESSAGE_UPLOAD_SIGNATURE);
    }
    if (expires * 1000 < this.clock.now().getTime()) throw new ForbiddenException(MESSAGE_UPLOAD_EXPIRED);
    if (contentLength !== undefined && contentLength > maxSize) {
      throw new PayloadTooLargeException(sizeLimitMessage(maxSize));
    }
    const data = await this.readLimited(body, maxSize);
    // Only image bytes are ever written; normalize decides on the exact types later.
    const mime = await sniffMimeType(data);
    if (mime === undefined || !['image/jpeg', 'image/png', 'image/webp', 'image/gif'].includes(mime)) {
      throw new UnsupportedMediaTypeException(MESSAGE_ONLY_IMAGES);
    }
    await this.storage.write(uploadKey(uploadId), data, mime);
  }

  /** Turns an uploaded file into a public, re-encoded image; the upload is gone afterwards either way. */
  async normalizeUpload(uploadUrl: string): Promise<NormalizedPathDto> {
    const uploadId = UPLOAD_PATH.exec(pathnameOf(uploadUrl))?.[1];
    if (uploadId === undefined) throw new BadRequestException('Nur Object-Storage URLs erlaubt');
    const key = uploadKey(uploadId);
    const upload = await this.uploads.findOne({ where: { id: uploadId } });
    if (upload === null) {
      // Whatever sits under an id we never issued (or already processed) is not going anywhere.
      await this.storage.delete(key);
      throw new BadRequestException(MESSAGE_UPLOAD_UNKNOWN);
    }
    // Not uploaded yet: the upload stays claimable, the client may retry.
    if (!(await this.storage.exists(key))) throw new BadRequestException(MESSAGE_UPLOAD_MISSING);
    const claimed = await this.uploads.delete({ id: uploadId });
    if (claimed.affected !== 1) throw new BadRequestException(MESSAGE_UPLOAD_UNKNOWN);
    try {
      let data: Buffer | undefined;
      try {
        data = await this.storage.read(key, upload.maxSize);
      } catch (error) {
        if (error instanceof SizeLimitExceededError)
          throw new PayloadTooLargeException(sizeLimitMessage(upload.maxSize));
        throw error;
      }
      if (data === undefined) throw new BadRequestException(MESSAGE_UPLOAD_MISSING);
      return { normalizedPath: await this.storePublicImage(data, upload.allowGif) };
    } finally {
      await this.storage.delete(key);
    }
  }

  /** The admin's one-step upload (multipart): 5 MB, JPEG/PNG/WebP, straight to a public image. */
  async uploadImage(file: Readable): Promise<string> {
    const data = await this.readLimited(file, SCREEN_UPLOAD_LIMIT);
    return this.storePublicImage(data, false);
  }

  /** Only normalized images under `public/` are served; uploads never are. */
  async openObject(rawPath: string, ifNoneMatch: string | undefined): Promise<StoredObject | 'not-modified'> {
    const path = parseObjectPath(rawPath);
    if (!path.startsWith('public/')) throw new NotFoundException(MESSAGE_NOT_FOUND);
    const object = await this.storage.open(path, ifNoneMatch);
    if (object === undefined) throw new NotFoundException(MESSAGE_NOT_FOUND);
    return object;
  }

  private async storePublicImage(data: Buffer, allowGif: boolean): Promise<string> {
    const image = await normalizeImage(data, { allowGif });
    const key = `public/${randomUUID()}.${image.extension}`;
    await this.storage.write(key, image.data, image.contentType);
    return `/objects/${key}`;
  }

  private async readLimited(stream: Readable, limit: number): Promise<Buffer> {
    try {
      return await readBounded(stream, limit);
    } catch (error) {
      if (error instanceof SizeLimitExceededError) throw new PayloadTooLargeException(sizeLimitMessage(limit));
      throw error;
    }
  }

  private async purgeAbandonedUploads(): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - ABANDONED_AFTER_MS);
    const abandoned = await this.uploads.find({ where: { expiresAt: LessThan(cutoff) }, take: 20 });
    for (const upload of abandoned) {
      await this.storage.delete(uploadKey(upload.id));
      await this.uploads.delete({ id: upload.id });
    }
  }
}
