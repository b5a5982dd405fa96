import { Transform } from 'class-transformer';

/** Trims strings; other values pass through for the validators to reject. */
export function Trim(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
}

/** Trims strings and treats '' and null as absent, for optional fields ("an empty string counts as absent"). */
export function TrimToUndefined(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (value === null) return undefined;
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });
}

/** Query-string integers: digits become a number, '' is absent, anything else stays for the validator to reject. */
export function ToInteger(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : value;
  });
}

/** 'true'/'false' in a query string; '' is absent, anything else stays for the validator to reject. */
export function ToBoolean(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (value === 'true' || value === true) return true;
    if (value === 'false' || value === false) return false;
    return value === '' ? undefined : value;
  });
}

/**
 * Trims text and turns a non-text value into '' (missing keys keep the property's '' default)
 * so that exactly one rule fails for it ('… ist erforderlich'), whatever order the rules run in.
 */
export function RequiredText(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : ''));
}
