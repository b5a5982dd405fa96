import { z } from 'zod';
import { Country, EntryCategory } from '../../../api/generated/model';
import {
  BUSINESS_FIELD_MESSAGES,
  isPlausiblePhone,
  TIME_PATTERN,
  websiteError,
  WEEKDAYS,
} from '../../../lib/business-field-rules';

/** The admin form's categories: the 10 entry categories, in the API's order (the specification shows no separate list). */
export const ADMIN_CATEGORIES: readonly EntryCategory[] = Object.values(EntryCategory);

export const COUNTRIES: readonly Country[] = Object.values(Country);

export { WEEKDAYS };

export type Weekday = (typeof WEEKDAYS)[number]['key'];
export type OpeningTimeField = `${Weekday}Open` | `${Weekday}Close`;

export { isPlausiblePhone, TIME_PATTERN, websiteError };

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

const emailFormat = z.email();

const required = (min: string, max: number, tooLong: string) => z.string().trim().min(1, min).max(max, tooLong);
const optional = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
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
    name: required(MESSAGES.nameRequired, 100, MESSAGES.nameTooLong),
    category: z.string().refine((value) => (ADMIN_CATEGORIES as readonly string[]).includes(value), MESSAGES.category),
    description: optional(2000, MESSAGES.descriptionTooLong),
    services: optional(500, MESSAGES.servicesTooLong),
    street: required(MESSAGES.streetRequired, 100, MESSAGES.streetTooLong),
    postalCode: required(MESSAGES.postalCodeRequired, 10, MESSAGES.postalCodeTooLong),
    city: required(MESSAGES.cityRequired, 50, MESSAGES.cityTooLong),
    country: z.string().refine((value) => (COUNTRIES as readonly string[]).includes(value), MESSAGES.country),
    phone: optional(50, MESSAGES.phoneTooLong).refine(
      (value) => value === '' || isPlausiblePhone(value),
      MESSAGES.phone,
    ),
    fax: optional(50, MESSAGES.faxTooLong).refine((value) => value === '' || isPlausiblePhone(value), MESSAGES.fax),
    email: z
      .string()
      .trim()
      .refine((value) => value === '' || (value.length <= 254 && emailFormat.safeParse(value).success), MESSAGES.email),
    website: z
      .string()
      .trim()
      .max(500, MESSAGES.website)
      .superRefine((value, context) => {
        const message = websiteError(value);
        if (message !== null) context.addIssue({ code: 'custom', message });
      }),
    keywords: optional(500, MESSAGES.keywordsTooLong),
    verified: z.boolean(),
    imageUrl: optional(500, MESSAGES.imageUrlTooLong),
    ...timeFields,
  })
  .superRefine((values, context) => {
    for (const { key } of WEEKDAYS) {
      const open = values[`${key}Open`];
      const close = values[`${key}Close`];
      if (TIME_PATTERN.test(open) && TIME_PATTERN.test(close) && close <= open) {
        context.addIssue({ code: 'custom', path: [`${key}Close`], message: MESSAGES.closeBeforeOpen });
      }
    }
  });

export type BusinessFormValues = z.infer<typeof businessFormSchema>;

export const EMPTY_BUSINESS_FORM: BusinessFormValues = {
  name: '',
  category: '',
  description: '',
  services: '',
  street: '',
  postalCode: '',
  city: '',
  country: 'Deutschland',
  phone: '',
  fax: '',
  email: '',
  website: '',
  keywords: '',
  verified: false,
  imageUrl: '',
  ...(Object.fromEntries(
    WEEKDAYS.flatMap(({ key }) => [
      [`${key}Open`, ''],
      [`${key}Close`, ''],
    ]),
  ) as Record<OpeningTimeField, string>),
};

export const BUSINESS_FORM_FIELDS = Object.keys(EMPTY_BUSINESS_FORM) as (keyof BusinessFormValues)[];
