import { z } from 'zod';
import { Country, EntryCategory, State } from '../../api/generated/model';
import { BUSINESS_FIELD_MESSAGES, isPlausiblePhone, TIME_PATTERN, websiteError } from '../../lib/business-field-rules';
import { DEFAULT_COUNTRY, WEEKDAYS, type Weekday } from './entry-options';

/** The specification's section 5 messages, word for word, plus the server's messages for the rest. */
export const MESSAGES = {
  ...BUSINESS_FIELD_MESSAGES,
  state: 'Ungültiges Bundesland',
  timeRequired: 'Bitte Uhrzeit angeben',
} as const;

export const LIMITS = {
  name: 100,
  description: 2000,
  services: 500,
  street: 100,
  postalCode: 10,
  city: 50,
  phone: 50,
  email: 254,
  website: 500,
} as const;

export { isPlausiblePhone, websiteError };

const emailSchema = z.email();

const daySchema = z.object({ open: z.boolean(), opens: z.string(), closes: z.string() });
export type DayHours = z.infer<typeof daySchema>;

const hoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema])) as Record<Weekday, typeof daySchema>,
);

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong);

export const entryFormSchema = z
  .object({
    name: requiredText(LIMITS.name, MESSAGES.nameRequired, MESSAGES.nameTooLong),
    category: z.string().pipe(z.enum(EntryCategory, { error: MESSAGES.category })),
    description: z.string().trim().max(LIMITS.description, MESSAGES.descriptionTooLong),
    services: z.string().trim().max(LIMITS.services, MESSAGES.servicesTooLong),
    street: requiredText(LIMITS.street, MESSAGES.streetRequired, MESSAGES.streetTooLong),
    postalCode: requiredText(LIMITS.postalCode, MESSAGES.postalCodeRequired, MESSAGES.postalCodeTooLong),
    city: requiredText(LIMITS.city, MESSAGES.cityRequired, MESSAGES.cityTooLong),
    country: z.string().pipe(z.enum(Country, { error: MESSAGES.country })),
    state: z.string().pipe(z.union([z.literal(''), z.enum(State)], { error: MESSAGES.state })),
    phone: z
      .string()
      .trim()
      .max(LIMITS.phone, MESSAGES.phoneTooLong)
      .refine((value) => value === '' || isPlausiblePhone(value), MESSAGES.phoneInvalid),
    // An empty e-mail address or website counts as absent.
    email: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || (value.length <= LIMITS.email && emailSchema.safeParse(value).success),
        MESSAGES.email,
      ),
    website: z
      .string()
      .trim()
      .superRefine((value, context) => {
        const message = websiteError(value);
        if (message !== null) context.addIssue({ code: 'custom', message });
      }),
    imageUrl: z.string(),
    hours: hoursSchema,
  })
  .superRefine((values, context) => {
    for (const day of WEEKDAYS) {
      const { open, opens, closes } = values.hours[day];
      if (!open) continue;
      const check = (field: 'opens' | 'closes', value: string): boolean => {
        const message = value === '' ? MESSAGES.timeRequired : TIME_PATTERN.test(value) ? null : MESSAGES.timeInvalid;
        if (message !== null) context.addIssue({ code: 'custom', message, path: ['hours', day, field] });
        return message === null;
      };
      const validOpens = check('opens', opens);
      const validCloses = check('closes', closes);
      // Zero-padded HH:MM compares correctly as text.
      if (validOpens && validCloses && closes <= opens) {
        context.addIssue({ code: 'custom', message: MESSAGES.closeBeforeOpen, path: ['hours', day, 'closes'] });
      }
    }
  });

/** What the form holds while it is edited: every field as text, the category unset until chosen. */
export type EntryFormValues = z.input<typeof entryFormSchema>;
export type ValidEntryFormValues = z.output<typeof entryFormSchema>;

const closedDay = (): DayHours => ({ open: false, opens: '', closes: '' });

export function emptyEntryFormValues(): EntryFormValues {
  return {
    name: '',
    category: '',
    description: '',
    services: '',
    street: '',
    postalCode: '',
    city: '',
    country: DEFAULT_COUNTRY,
    state: '',
    phone: '',
    email: '',
    website: '',
    imageUrl: '',
    hours: Object.fromEntries(WEEKDAYS.map((day) => [day, closedDay()])) as Record<Weekday, DayHours>,
  };
}
