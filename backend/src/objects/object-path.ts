import { BadRequestException } from '@nestjs/common';

export const OBJECT_PATH_MAX_LENGTH = 200;
export const MESSAGE_PATH_REQUIRED = 'Objektpfad erforderlich';
export const MESSAGE_PATH_TOO_LONG = 'Objektpfad zu lang';
export const MESSAGE_PATH_INVALID = 'Ungültiger Objektpfad';
export const MESSAGE_PATH_TRAVERSAL = 'Pfad-Traversierung nicht erlaubt';

/** The characters of an object path (letters, digits, - _ / .); '..' and empty segments are refused besides. */
export const OBJECT_PATH_PATTERN = /^[A-Za-z0-9\-_/.]+$/;

/**
 * Validates the part of a URL after `/objects/` as it arrived (still percent-encoded) and
 * returns the decoded object path. Traversal in any disguise is refused: '..', '%2e%2e',
 * backslashes, absolute paths, drive letters.
 */
export function parseObjectPath(raw: string): string {
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    throw new BadRequestException(MESSAGE_PATH_INVALID);
  }
  if (path.length === 0) throw new BadRequestException(MESSAGE_PATH_REQUIRED);
  if (path.length > OBJECT_PATH_MAX_LENGTH) throw new BadRequestException(MESSAGE_PATH_TOO_LONG);
  const segments = path.split(/[/\\]/);
  if (
    path.includes('..') ||
    path.startsWith('/') ||
    path.startsWith('\\') ||
    /^[A-Za-z]:/.test(path) ||
    segments.some((segment) => segment === '.')
  ) {
    throw new BadRequestException(MESSAGE_PATH_TRAVERSAL);
  }
  if (!OBJECT_PATH_PATTERN.test(path) || segments.some((segment) => segment === '')) {
    throw new BadRequestException(MESSAGE_PATH_INVALID);
  }
  return path;
}
