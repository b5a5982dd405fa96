import { DomainError } from '../common/domain-error';
import { createRequire } from 'node:module';
import { MESSAGE_IMAGE_UNREADABLE, MESSAGE_ONLY_IMAGES, MESSAGE_TOO_MANY_PIXELS } from './object-messages';
import sharp from 'sharp';
import type * as FileType from 'file-type' with { 'resolution-mode': 'import' };

/** Decompression bombs: a small file may claim enormous dimensions. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Longest edge after normalizing; enough for a detail page header on a high-density screen. */
export const MAX_EDGE_PIXELS = 1600;

const SCREEN_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

// file-type is ESM-only. Node ≥ 20.19 loads it through require() (require(esm)), which keeps
// this CommonJS build synchronous and also works under Jest, whose VM cannot run a dynamic
// import() without flags (Jest maps and compiles it, see jest.config.js).
const nodeRequire = createRequire(__filename);
let fileType: typeof FileType | undefined;

/** The MIME type the bytes say, not the name or the declared type. */
export async function sniffMimeType(data: Uint8Array): Promise<string | undefined> {
  fileType ??= nodeRequire('file-type') as typeof FileType;
  return (await fileType.fileTypeFromBuffer(data))?.mime;
}

export interface NormalizedImage {
  data: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
}

/**
 * Accepts JPEG, PNG and WebP (GIF only when `allowGif`), judged by content, and re-encodes
 * them as WebP: orientation applied, every metadata block (EXIF, GPS, XMP, ICC) dropped,
 * resized to fit 1600×1600.
 */
export async function normalizeImage(data: Buffer, options: { allowGif: boolean }): Promise<NormalizedImage> {
  const mime = await sniffMimeType(data);
  const allowed = options.allowGif ? [...SCREEN_TYPES, 'image/gif'] : SCREEN_TYPES;
  if (mime === undefined || !allowed.includes(mime)) throw DomainError.unsupportedMediaType(MESSAGE_ONLY_IMAGES);
  try {
    const output = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: MAX_EDGE_PIXELS, height: MAX_EDGE_PIXELS, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { data: output, contentType: 'image/webp', extension: 'webp' };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw DomainError.tooLarge(MESSAGE_TOO_MANY_PIXELS);
    }
    throw DomainError.invalid(MESSAGE_IMAGE_UNREADABLE);
  }
}
