import { z } from 'zod';
import {
  BUSINESS_CATEGORIES,
  BUSINESS_CLOSURE_FIELDS,
  BUSINESS_FIELD_LIMITS,
  BUSINESS_FIELD_MESSAGES,
  BUSINESS_TEXT_FIELDS,
  COUNTRIES,
  EMPTY_BUSINESS_FIELDS,
  openingTimesError,
  optionalPhone,
  optionalText,
  TIME_PATTERN,
} from '@/lib/business-field-rules';
import { WEEKDAYS, type OpeningTimeField } from '@/lib/weekdays';

const LIMITS = BUSINESS_FIELD_LIMITS;

export const MESSAGES = {
  ...BUSINESS_FIELD_MESSAGES,
  phone: BUSINESS_FIELD_MESSAGES.phoneInvalid,
  website: BUSINESS_FIELD_MESSAGES.websiteInvalid,
  time: BUSINESS_FIELD_MESSAGES.timeInvalid,
  fax: 'Ungültige Faxnummer',
  faxTooLong: 'Faxnummer zu lang',
  keywordsTooLong: 'Stichwörter zu lang',
  imageUrlTooLong: 'URL zu lang',
} as const;

const time = z
  .string()
  .trim()
  .refine((value) => value === '' || TIME_PATTERN.test(value), MESSAGES.time);

const timeFields = Object.fromEntries(
  WEEKDAYS.flatMap(({ key }) => [
    [`${key}Open`, time],
    [`${key}Close`, time],
  ]),
) as Record<OpeningTimeField, typeof time>;

/** The admin create/edit form: the specification's section 5 rules and messages, plus the admin-only fields. */
export const businessFormSchema = z
  .object({
    ...BUSINESS_TEXT_FIELDS,
    ...BUSINESS_CLOSURE_FIELDS,
    category: z
      .string()
      .refine((value) => (BUSINESS_CATEGORIES as readonly string[]).includes(value), MESSAGES.category),
    country: z.string().refine((value) => (COUNTRIES as readonly string[]).includes(value), MESSAGES.country),
    fax: optionalPhone(LIMITS.fax, MESSAGES.faxTooLong, MESSAGES.fax),
    keywords: optionalText(LIMITS.keywords, MESSAGES.keywordsTooLong),
    verified: z.boolean(),
    imageUrl: optionalText(LIMITS.imageUrl, MESSAGES.imageUrlTooLong),
    ...timeFields,
  })
  .superRefine((values, context) => {
    for (const { key } of WEEKDAYS) {
      const open = values[`${key}Open`];
      const close = values[`${key}Close`];
      const message = TIME_PATTERN.test(open) && TIME_PATTERN.test(close) ? openingTimesError(open, close) : null;
      if (message !== null) context.addIssue({ code: 'custom', path: [`${key}Close`], message });
    }
  });

export type BusinessFormValues = z.infer<typeof businessFormSchema>;

export const EMPTY_BUSINESS_FORM: BusinessFormValues = {
  ...EMPTY_BUSINESS_FIELDS,
  fax: '',
  keywords: '',
  verified: false,
  ...(Object.fromEntries(
    WEEKDAYS.flatMap(({ key }) => [
      [`${key}Open`, ''],
      [`${key}Close`, ''],
    ]),
  ) as Record<OpeningTimeField, string>),
};

export const BUSINESS_FORM_FIELDS = Object.keys(EMPTY_BUSINESS_FORM) as (keyof BusinessFormValues)[];
