import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { Country, EntryCategory, State } from '@/api/generated/model';
import {
  BUSINESS_CLOSURE_FIELDS,
  BUSINESS_FIELD_LIMITS,
  BUSINESS_FIELD_MESSAGES,
  BUSINESS_TEXT_FIELDS,
  EMPTY_BUSINESS_FIELDS,
  openingTimesError,
  optionalPhone,
  optionalText,
  TIME_PATTERN,
} from '@/lib/business-field-rules';
import { WEEKDAYS, type Weekday } from '@/lib/weekdays';

/** The specification's section 5 messages, word for word, plus the server's messages for the rest. */
export const MESSAGES = {
  ...BUSINESS_FIELD_MESSAGES,
  state: 'Ungültiges Bundesland',
  timeRequired: 'Bitte Uhrzeit angeben',
  fax: 'Ungültige Faxnummer',
  faxTooLong: 'Faxnummer zu lang',
  keywordsTooLong: 'Stichwörter zu lang',
  imageUrlTooLong: 'URL zu lang',
} as const;

const daySchema = z.object({ open: z.boolean(), opens: z.string(), closes: z.string() });
/** One day of the opening hours as every business form holds it: a switch and two HH:MM times. */
export type DayHours = z.infer<typeof daySchema>;
export type WeekHours = Record<Weekday, DayHours>;

const hoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map(({ key }) => [key, daySchema])) as Record<Weekday, typeof daySchema>,
);

const LIMITS = BUSINESS_FIELD_LIMITS;

/** The fields only the admin dialog shows (specification: fax, keywords and "Verifiziert" are admin fields). */
const ADMIN_FIELDS = {
  fax: optionalPhone(LIMITS.fax, MESSAGES.faxTooLong, MESSAGES.fax),
  keywords: optionalText(LIMITS.keywords, MESSAGES.keywordsTooLong),
  verified: z.boolean(),
};

/**
 * The one schema of the business form: the public entry form, the owner's form and the admin dialog. The
 * admin dialog extends the shared fields with ADMIN_FIELDS; the public form leaves them at their empty
 * defaults and never sends them, as the admin dialog never shows or sends the federal state.
 */
export const businessFormSchema = z
  .object({
    ...BUSINESS_TEXT_FIELDS,
    ...BUSINESS_CLOSURE_FIELDS,
    category: z.string().pipe(z.enum(EntryCategory, { error: MESSAGES.category })),
    country: z.string().pipe(z.enum(Country, { error: MESSAGES.country })),
    state: z.string().pipe(z.union([z.literal(''), z.enum(State)], { error: MESSAGES.state })),
    imageUrl: optionalText(LIMITS.imageUrl, MESSAGES.imageUrlTooLong),
    hours: hoursSchema,
    ...ADMIN_FIELDS,
  })
  .superRefine((values, context) => {
    for (const { key: day } of WEEKDAYS) {
      const { open, opens, closes } = values.hours[day];
      if (!open) continue;
      const check = (field: 'opens' | 'closes', value: string): boolean => {
        const message = value === '' ? MESSAGES.timeRequired : TIME_PATTERN.test(value) ? null : MESSAGES.timeInvalid;
        if (message !== null) context.addIssue({ code: 'custom', message, path: ['hours', day, field] });
        return message === null;
      };
      const validOpens = check('opens', opens);
      const validCloses = check('closes', closes);
      const message = validOpens && validCloses ? openingTimesError(opens, closes) : null;
      if (message !== null) context.addIssue({ code: 'custom', message, path: ['hours', day, 'closes'] });
    }
  });

/** What the form holds while it is edited: every field as text, the category unset until chosen. */
export type BusinessFormValues = z.input<typeof businessFormSchema>;
export type ValidBusinessFormValues = z.output<typeof businessFormSchema>;

const closedDay = (): DayHours => ({ open: false, opens: '', closes: '' });

export function emptyBusinessFormValues(): BusinessFormValues {
  return {
    ...EMPTY_BUSINESS_FIELDS,
    state: '',
    fax: '',
    keywords: '',
    verified: false,
    hours: Object.fromEntries(WEEKDAYS.map(({ key }) => [key, closedDay()])) as WeekHours,
  };
}

const FORM_FIELDS = new Set<string>(Object.keys(emptyBusinessFormValues()).filter((key) => key !== 'hours'));
const TIME_FIELD = new RegExp(`^(${WEEKDAYS.map(({ key }) => key).join('|')})(Open|Close)$`);

/** Where a field error of the server ('name', 'mondayClose', …) belongs in the form; null when nowhere. */
export function businessFormFieldOf(serverField: string): FieldPath<BusinessFormValues> | null {
  const time = TIME_FIELD.exec(serverField);
  if (time !== null) {
    const day = time[1] as Weekday;
    return time[2] === 'Open' ? `hours.${day}.opens` : `hours.${day}.closes`;
  }
  return FORM_FIELDS.has(serverField) ? (serverField as FieldPath<BusinessFormValues>) : null;
}
