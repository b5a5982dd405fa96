export const OBJECT_PATH_MAX_LENGTH = 200;

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
    throw DomainError.invalid(MESSAGE_PATH_INVALID);
  }
  if (path.length === 0) throw DomainError.invalid(MESSAGE_PATH_REQUIRED);
  if (path.length > OBJECT_PATH_MAX_LENGTH) throw DomainError.invalid(MESSAGE_PATH_TOO_LONG);
  const segments = path.split(/[/\\]/);
  if (
    path.includes('..') ||
    path.startsWith('/') ||
    path.startsWith('\\') ||
    /^[A-Za-z]:/.test(path) ||
    segments.some((segment) => segment === '.')
  ) {
    throw DomainError.invalid(MESSAGE_PATH_TRAVERSAL);
  }
  if (!OBJECT_PATH_PATTERN.test(path) || segments.some((segment) => segment === '')) {
    throw DomainError.invalid(MESSAGE_PATH_INVALID);
  }
  return path;
}
import { DomainError } from '../common/domain-error';
import {
  MESSAGE_PATH_INVALID,
  MESSAGE_PATH_REQUIRED,
  MESSAGE_PATH_TOO_LONG,
  MESSAGE_PATH_TRAVERSAL,
} from './object-messages';
