/** The admin image picker's limits (specification, section 5): any image type, at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE_MESSAGE = 'Bitte wählen Sie eine Bilddatei aus';
export const TOO_LARGE_MESSAGE = 'Die Datei darf maximal 5MB groß sein';

/** The message that rejects the file, or null when it may be uploaded. */
export function imageFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}

/** URL mode previews only absolute http(s) addresses and our own uploaded objects. */
export function isPreviewableImageUrl(value: string): boolean {
  const url = value.trim();
  if (url.startsWith('/objects/')) return !url.split('/').includes('..');
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    return new URL(url).hostname !== '';
  } catch {
    return false;
  }
}
