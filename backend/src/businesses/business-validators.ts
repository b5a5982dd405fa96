import { applyDecorators } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  registerDecorator,
  ValidationArguments,
  ValidationOptions,
} from 'class-validator';
import { Trim, TrimToUndefined } from '../common/transforms';
import { COUNTRIES } from './business-constants';
import { decodeCursor } from './business-search';
import { AROUND_THE_CLOCK, localTime, type OpeningDay } from './opening-hours';
import {
  DATE_FORMAT_MESSAGE,
  CLOSED_UNTIL_PAST_MESSAGE,
  CLOSED_UNTIL_WITHOUT_CLOSURE_MESSAGE,
  COUNTRY_MESSAGE,
  SAME_OPEN_CLOSE_MESSAGE,
  TIME_MESSAGE,
  CURSOR_MESSAGE,
  SEARCH_TEXT_MESSAGE,
  SEARCH_TEXT_TOO_LONG_MESSAGE,
} from './business-messages';

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

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

/** Where an entry's image may live: `<base>/objects/public/`; set once at start-up (app.factory.ts), none until then. */
let imageUrlPrefixes: readonly string[] = [];
/** The first base: what a root-relative imageUrl is resolved against. */
let imageUrlBase: string | undefined;

/** Our own PUBLIC_BASE_URL first, then the configured object host (OBJECTS_PUBLIC_BASE_URL), if any. */
export function allowImageUrlBases(bases: readonly string[]): void {
  imageUrlBase = bases[0];
  imageUrlPrefixes = bases.map((base) => {
    const url = new URL(base);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}/objects/public/`;
  });
}

/**
 * The one check of an entry's image: the value resolved as a browser would resolve it on our pages (against
 * PUBLIC_BASE_URL) must lie under `/objects/public/` of our site or the object host. Comparing the resolved URL,
 * not the text, closes `/\\evil.example/…` and `//evil.example/…` (both name another host to a browser);
 * a backslash is refused outright, as no URL we hand out has one.
 */
export function isOwnImageUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.includes('\\') || imageUrlBase === undefined) return false;
  try {
    const { href } = new URL(value, imageUrlBase);
    return imageUrlPrefixes.some((prefix) => href.startsWith(prefix) && href.length > prefix.length);
  } catch {
    return false;
  }
}

export function IsOwnImageUrl(options: ValidationOptions): PropertyDecorator {
  return satisfies('isOwnImageUrl', isOwnImageUrl, options);
}

/** A `cursor` parameter as the Link header hands it out (business-search.ts). */
export function IsListingCursor(): PropertyDecorator {
  return satisfies(
    'isListingCursor',
    (value) => typeof value === 'string' && value.length <= 600 && decodeCursor(value) !== undefined,
    { message: CURSOR_MESSAGE },
  );
}

/**
 * The closing time differs from the opening time named by `openProperty`, or both are 00:00 (open
 * around the clock). A closing time before the opening time is past midnight (18:00–02:00). Passes
 * when either time is absent or malformed: those cases have their own messages.
 */
export function ClosesOtherThanOpens(openProperty: string, options: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'closesOtherThanOpens',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [openProperty],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments): boolean {
          const open = (args.object as Record<string, unknown>)[openProperty];
          if (typeof value !== 'string' || typeof open !== 'string') return true;
          return value !== open || value === AROUND_THE_CLOCK;
        },
      },
    });
}

/**
 * Decorators in the order they would be written above a property. applyDecorators() applies its
 * first argument first, which makes it read last (common/validation.ts reports the decorator
 * written first), so they are handed over reversed.
 */
function written(...decorators: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...[...decorators].reverse());
}

/** What the OpenAPI document says about a text field. */
export interface TextFieldDoc {
  description: string;
  maxLength: number;
  example: string;
  /** What the text is, where it is more than text: an e-mail address, an absolute URL, a URL or root-relative path. */
  format?: 'email' | 'uri' | 'uri-reference';
}

/** A required text: trimmed, at least one character, at most `doc.maxLength`. */
export function RequiredText(doc: TextFieldDoc, required: string, tooLong: string): PropertyDecorator {
  return written(
    ApiProperty({ description: doc.description, minLength: 1, maxLength: doc.maxLength, example: doc.example }),
    Trim(),
    IsString({ message: required }),
    MinLength(1, { message: required }),
    MaxLength(doc.maxLength, { message: tooLong }),
  );
}

/** An optional text: trimmed, '' counts as absent, at most `doc.maxLength`; then `checks`. */
export function OptionalText(
  doc: TextFieldDoc,
  invalid: string,
  tooLong: string,
  ...checks: PropertyDecorator[]
): PropertyDecorator {
  return written(
    ApiPropertyOptional(doc),
    IsOptional(),
    TrimToUndefined(),
    IsString({ message: invalid }),
    MaxLength(doc.maxLength, { message: tooLong }),
    ...checks,
  );
}

/** A search text as both searches take it (public and admin); `description` says what it searches. */
export function SearchText(description: string): PropertyDecorator {
  return OptionalText(
    { description, maxLength: 100, example: 'Bäckerei' },
    SEARCH_TEXT_MESSAGE,
    SEARCH_TEXT_TOO_LONG_MESSAGE,
  );
}

/** One of COUNTRIES. */
export function IsCountry(): PropertyDecorator {
  return IsIn(COUNTRIES, { message: COUNTRY_MESSAGE });
}

/** An optional time "HH:MM"; '' counts as absent; then `checks`. */
function TimeField(description: string, example: string | null, ...checks: PropertyDecorator[]): PropertyDecorator {
  return written(
    ApiPropertyOptional({ description, example, type: String, nullable: true, pattern: TIME_PATTERN.source }),
    IsOptional(),
    TrimToUndefined(),
    Matches(TIME_PATTERN, { message: TIME_MESSAGE }),
    ...checks,
  );
}

/** The day's optional opening time and its optional closing time (past midnight when before the opening). */
export function OpeningTimes(day: OpeningDay): { open: PropertyDecorator; close: PropertyDecorator } {
  return {
    open: TimeField(`Öffnungszeit ${day.label} (HH:MM)`, day.example.open),
    close: TimeField(
      `Schließzeit ${day.label} (HH:MM); vor der Öffnungszeit heißt nach Mitternacht (18:00 bis 02:00), ` +
        '00:00 bis 00:00 heißt rund um die Uhr',
      day.example.close,
      ClosesOtherThanOpens(day.open, { message: SAME_OPEN_CLOSE_MESSAGE }),
    ),
  };
}

/** Present only when the boolean property `flag` is true. */
function OnlyWhen(flag: string, options: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'onlyWhen',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [flag],
      options,
      validator: {
        validate: (_value: unknown, args: ValidationArguments) =>
          (args.object as Record<string, unknown>)[flag] === true,
      },
    });
}

/** The closure's optional last day: a real calendar date, only with `temporarilyClosed`. */
export function ClosedUntil(): PropertyDecorator {
  return written(
    ApiPropertyOptional({
      description:
        'Letzter geschlossener Tag (JJJJ-MM-TT, deutsche Zeit), nur mit temporarilyClosed; ohne Angabe bis auf Weiteres. ' +
        'Danach gilt der Eintrag von selbst wieder als geöffnet.',
      type: String,
      format: 'date',
      nullable: true,
      // null like the example's temporarilyClosed false: a request example must be one the API accepts.
      example: null,
    }),
    IsOptional(),
    TrimToUndefined(),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_FORMAT_MESSAGE }),
    IsISO8601({ strict: true }, { message: DATE_FORMAT_MESSAGE }),
    OnlyWhen('temporarilyClosed', { message: CLOSED_UNTIL_WITHOUT_CLOSURE_MESSAGE }),
  );
}

/** Refuses a closure that would already be over on `now`: a past last day is a typing mistake. */
export function assertClosureAhead(dto: { temporarilyClosedUntil?: string }, now: Date): void {
  if (dto.temporarilyClosedUntil !== undefined && dto.temporarilyClosedUntil < localTime(now).day) {
    throw DomainError.invalidField('temporarilyClosedUntil', CLOSED_UNTIL_PAST_MESSAGE);
  }
}
