import { describe, expect, it } from 'vitest';
import {
  imageFileError,
  isPreviewableImageUrl,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  TOO_LARGE_MESSAGE,
} from './image-rules';

describe('admin image picker rules', () => {
  it('accepts any image type up to exactly 5 MB', () => {
    expect(imageFileError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileError({ type: 'image/gif', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileError({ type: 'image/svg+xml', size: 10 })).toBeNull();
  });

  it('rejects what is not an image', () => {
    expect(imageFileError({ type: 'application/pdf', size: 10 })).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(imageFileError({ type: '', size: 10 })).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(imageFileError({ type: 'text/image/png', size: 10 })).toBe(NOT_AN_IMAGE_MESSAGE);
  });

  it('rejects images over 5 MB', () => {
    expect(imageFileError({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe(TOO_LARGE_MESSAGE);
    expect(TOO_LARGE_MESSAGE).toBe('Die Datei darf maximal 5MB groß sein');
  });

  it('previews only http(s) addresses and our own objects', () => {
    expect(isPreviewableImageUrl('https://bilder.example/laden.jpg')).toBe(true);
    expect(isPreviewableImageUrl('http://bilder.example/laden.jpg')).toBe(true);
    expect(isPreviewableImageUrl('  https://bilder.example/a.png  ')).toBe(true);
    expect(isPreviewableImageUrl('/objects/uploads/abc.png')).toBe(true);
    expect(isPreviewableImageUrl('')).toBe(false);
    expect(isPreviewableImageUrl('bilder.example/laden.jpg')).toBe(false);
    expect(isPreviewableImageUrl('javascript:alert(1)')).toBe(false);
    expect(isPreviewableImageUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isPreviewableImageUrl('ftp://bilder.example/a.png')).toBe(false);
    expect(isPreviewableImageUrl('https://')).toBe(false);
    expect(isPreviewableImageUrl('/objects/../etc/passwd')).toBe(false);
    expect(isPreviewableImageUrl('//evil.example/a.png')).toBe(false);
  });
});
