import { paths } from '@/config/paths';
import { LinkButton } from '@/components/ui/link-button';

export type EditUnavailableReason = 'no-token' | 'expired' | 'refused';

const TEXTS: Record<EditUnavailableReason, { title: string; text: string }> = {
  'no-token': {
    title: 'Bearbeitung nicht möglich',
    text:
      'Für diesen Eintrag ist in diesem Browser kein Bearbeitungsschlüssel gespeichert. Einträge lassen sich nur in ' +
      'den ersten 10 Minuten nach dem Erstellen und nur in dem Browser bearbeiten, in dem sie erstellt wurden.',
  },
  expired: {
    title: 'Die Bearbeitungszeit ist abgelaufen',
    text:
      'Ihr Eintrag konnte in den ersten 10 Minuten nach dem Erstellen bearbeitet werden. Diese Zeit ist vorbei, ' +
      'Ihr Eintrag bleibt aber unverändert bestehen.',
  },
  refused: {
    title: 'Bearbeitung nicht möglich',
    text: 'Der Server hat die Änderung abgelehnt. Ihr Eintrag bleibt unverändert bestehen.',
  },
};

/** Why the edit form is not shown, with the ways on: the entry itself and the contact page. */
export function EditUnavailable({
  businessId,
  reason,
  serverMessage,
}: {
  businessId: string;
  reason: EditUnavailableReason;
  serverMessage?: string;
}) {
  const { title, text } = TEXTS[reason];
  return (
    <section
      aria-labelledby="edit-unavailable-title"
      className="rounded-xl border border-amber-200 bg-amber-50 p-5 shadow-sm sm:p-6"
    >
      <h2 id="edit-unavailable-title" className="text-lg font-semibold text-amber-950">
        {title}
      </h2>
      {serverMessage !== undefined && <p className="mt-2 text-sm font-medium text-amber-950">{serverMessage}</p>}
      <p className="mt-2 text-sm text-amber-950">{text}</p>
      <p className="mt-2 text-sm text-amber-950">
        Möchten Sie Angaben ändern? Schreiben Sie uns über das Kontaktformular, wir passen Ihren Eintrag gerne an.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <LinkButton to={paths.business(businessId)}>Zum Eintrag</LinkButton>
        <LinkButton to={paths.contact} variant="secondary">
          Kontakt aufnehmen
        </LinkButton>
      </div>
    </section>
  );
}
