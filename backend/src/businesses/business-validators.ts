import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches, registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';
import { TrimToUndefined } from '../common/transforms';
import { decodeCursor } from './business-search';

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TIME_MESSAGE = 'Ungültige Uhrzeit (HH:MM)';
export const CLOSE_BEFORE_OPEN_MESSAGE = 'Schließzeit muss nach der Öffnungszeit liegen';

/** Digits, spaces, +, /, -, ., parentheses, with at least three digits: "+49 30 1234567", "(0221) 98 76-5". */
export function isPlausiblePhone(value: unknown): boolean {
  return typeof value === 'string' && /^\+?[\d\s()/.-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 3;
}

/** A property decorator that checks the value with one predicate. */
function satisfies(name: string, validate: (value: unknown) => boolean, options: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate },
    });
}

export function IsPlausiblePhone(options: ValidationOptions): PropertyDecorator {
  return satisfies('isPlausiblePhone', isPlausiblePhone, options);
}

/** An absolute http(s) URL or a root-relative path such as "/objects/uploads/…" (what the upload returns). */
export function isUrlOrRootPath(value: unknown): boolean {
  if (typeof value !== 'string' || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.split('/').includes('..');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function IsUrlOrRootPath(options: ValidationOptions): PropertyDecorator {
  return satisfies('isUrlOrRootPath', isUrlOrRootPath, options);
}

export const CURSOR_MESSAGE = 'Ungültiger Seitenverweis';

/** A `cursor` parameter as the Link header hands it out (business-search.ts). */
export function IsListingCursor(): PropertyDecorator {
  return satisfies(
    'isListingCursor',
    (value) => typeof value === 'string' && value.length <= 600 && decodeCursor(value) !== undefined,
    { message: CURSOR_MESSAGE },
  );
}

/**
 * The closing time lies after the opening time named by `openProperty`. Passes when either
 * time is absent or malformed: those cases have their own messages.
 */
export function ClosesAfter(openProperty: string, options: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'closesAfterOpen',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [openProperty],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments): boolean {
          const open = (args.object as Record<string, unknown>)[openProperty];
          if (typeof value !== 'string' || typeof open !== 'string') return true;
          if (!TIME_PATTERN.test(value) || !TIME_PATTERN.test(open)) return true;
          // Zero-padded HH:MM compares correctly as text.
          return value > open;
        },
      },
    });
}

/** An optional opening time "HH:MM"; '' counts as absent. */
export function OpeningTime(day: string, example: string | null): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      description: `Öffnungszeit ${day} (HH:MM)`,
      example,
      type: String,
      nullable: true,
      pattern: TIME_PATTERN.source,
    }),
    IsOptional(),
    TrimToUndefined(),
    Matches(TIME_PATTERN, { message: TIME_MESSAGE }),
  );
}

/** An optional closing time "HH:MM" after the day's opening time. */
export function ClosingTime(day: string, openProperty: string, example: string | null): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      description: `Schließzeit ${day} (HH:MM), nach der Öffnungszeit`,
      example,
      type: String,
      nullable: true,
      pattern: TIME_PATTERN.source,
    }),
    IsOptional(),
    TrimToUndefined(),
    Matches(TIME_PATTERN, { message: TIME_MESSAGE }),
    ClosesAfter(openProperty, { message: CLOSE_BEFORE_OPEN_MESSAGE }),
  );
}
