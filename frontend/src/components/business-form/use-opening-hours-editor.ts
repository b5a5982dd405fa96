import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Weekday } from '@/lib/weekdays';
import type { BusinessFormValues } from './business-form-schema';

/** The times a day gets when it is switched to open and there is nothing better to copy. */
const DEFAULT_OPENING = { opens: '09:00', closes: '18:00' } as const;

const WORKDAYS_AFTER_MONDAY: Weekday[] = ['tuesday', 'wednesday', 'thursday', 'friday'];

/** The opening hours' form state: the watched week, the open switch, and the "copy Monday" helper. */
export function useOpeningHoursEditor() {
  const { register, setValue, getValues, clearErrors, formState } = useFormContext<BusinessFormValues>();
  const hours = useWatch<BusinessFormValues, 'hours'>({ name: 'hours' });
  const [announcement, setAnnouncement] = useState('');

  const setOpen = (day: Weekday, open: boolean) => {
    const current = getValues(`hours.${day}`);
    if (open) {
      const monday = getValues('hours.monday');
      const template = day !== 'monday' && monday.open && monday.opens !== '' ? monday : DEFAULT_OPENING;
      setValue(
        `hours.${day}`,
        {
          open: true,
          opens: current.opens === '' ? template.opens : current.opens,
          closes: current.closes === '' ? template.closes : current.closes,
        },
        { shouldDirty: true },
      );
    } else {
      setValue(`hours.${day}`, { open: false, opens: '', closes: '' }, { shouldDirty: true });
      clearErrors([`hours.${day}.opens`, `hours.${day}.closes`]);
    }
  };

  const copyMonday = () => {
    const monday = getValues('hours.monday');
    for (const day of WORKDAYS_AFTER_MONDAY) {
      setValue(`hours.${day}`, { ...monday }, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
    setAnnouncement(
      monday.open
        ? `Zeiten von Montag (${monday.opens}–${monday.closes} Uhr) auf Dienstag bis Freitag übernommen.`
        : 'Dienstag bis Freitag wie Montag auf „Geschlossen“ gesetzt.',
    );
  };

  return { register, errors: formState.errors.hours, hours, announcement, setOpen, copyMonday };
}
