import { z } from 'zod';
import { Country, EntryCategory, State } from '@/api/generated/model';
import {
  BUSINESS_CLOSURE_FIELDS,
  BUSINESS_FIELD_MESSAGES,
  BUSINESS_TEXT_FIELDS,
  EMPTY_BUSINESS_FIELDS,
  openingTimesError,
  TIME_PATTERN,
} from '@/lib/business-field-rules';
import { WEEKDAYS, type Weekday } from '@/lib/weekdays';

/** The specification's section 5 messages, word for word, plus the server's messages for the rest. */
export const MESSAGES = {
  ...BUSINESS_FIELD_MESSAGES,
  state: 'Ungültiges Bundesland',
  timeRequired: 'Bitte Uhrzeit angeben',
} as const;

const daySchema = z.object({ open: z.boolean(), opens: z.string(), closes: z.string() });
export type DayHours = z.infer<typeof daySchema>;

const hoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map(({ key }) => [key, daySchema])) as Record<Weekday, typeof daySchema>,
);

export const entryFormSchema = z
  .object({
    ...BUSINESS_TEXT_FIELDS,
    ...BUSINESS_CLOSURE_FIELDS,
    category: z.string().pipe(z.enum(EntryCategory, { error: MESSAGES.category })),
    country: z.string().pipe(z.enum(Country, { error: MESSAGES.country })),
    state: z.string().pipe(z.union([z.literal(''), z.enum(State)], { error: MESSAGES.state })),
    imageUrl: z.string(),
    hours: hoursSchema,
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
export type EntryFormValues = z.input<typeof entryFormSchema>;
export type ValidEntryFormValues = z.output<typeof entryFormSchema>;

const closedDay = (): DayHours => ({ open: false, opens: '', closes: '' });

export function emptyEntryFormValues(): EntryFormValues {
  return {
    ...EMPTY_BUSINESS_FIELDS,
    state: '',
    hours: Object.fromEntries(WEEKDAYS.map(({ key }) => [key, closedDay()])) as Record<Weekday, DayHours>,
  };
}
