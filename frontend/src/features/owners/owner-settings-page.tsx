import { useId, useState } from 'react';
import type { OwnerSettingsDto } from '@/api/generated/model';
import { buttonClass } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useOwnerSettings, useSaveOwnerSettings } from './api/owner-queries';
import { OwnerLayout, OwnerLoading } from './components/owner-layout';
import { useOwnerGate } from './components/use-owner-gate';
import { ownerFailureMessage } from './lib/failure';

const OPTIONAL: { key: keyof OwnerSettingsDto; label: string; hint: string }[] = [
  { key: 'newReview', label: 'Neue Bewertung', hint: 'Wenn jemand einen Ihrer Einträge bewertet.' },
  {
    key: 'reviewHidden',
    label: 'Bewertung ausgeblendet',
    hint: 'Wenn eine Bewertung Ihres Eintrags nach einer Meldung ausgeblendet wird.',
  },
];

const ESSENTIAL = [
  'Anmeldelinks',
  'Entscheidungen über Ihre Übernahmen',
  'Freigabe oder Ablehnung Ihrer Einträge und Änderungen (mit Grund)',
];

function SettingsForm({ initial }: { initial: OwnerSettingsDto }) {
  const [values, setValues] = useState(initial);
  const save = useSaveOwnerSettings();
  const id = useId();
  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values);
      }}
    >
      {/* The legend sits inside the card: a fieldset's own border would cut through it. */}
      <fieldset className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <legend className="float-left w-full text-lg font-semibold text-slate-900">
          E-Mails, die Sie abbestellen können
        </legend>
        <div className="clear-both space-y-4 pt-3">
          {OPTIONAL.map((option) => (
            <div key={option.key} className="flex items-start gap-3">
              <input
                id={`${id}-${option.key}`}
                type="checkbox"
                checked={values[option.key]}
                aria-describedby={`${id}-${option.key}-hinweis`}
                onChange={(event) => setValues({ ...values, [option.key]: event.target.checked })}
                className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-blue-700"
              />
              <div>
                <label htmlFor={`${id}-${option.key}`} className="font-medium text-slate-900">
                  {option.label}
                </label>
                <p id={`${id}-${option.key}-hinweis`} className="text-sm text-slate-600">
                  {option.hint}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <section aria-labelledby={`${id}-immer`} className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id={`${id}-immer`} className="font-semibold text-slate-900">
          Diese E-Mails erhalten Sie immer
        </h2>
        <p className="text-sm text-slate-600">Sie sind für Ihr Konto notwendig und lassen sich nicht abbestellen:</p>
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
          {ESSENTIAL.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
      <div aria-live="polite" className="empty:hidden">
        {save.isSuccess && (
          <p role="status" className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
            Ihre Einstellungen sind gespeichert.
          </p>
        )}
      </div>
      {save.isError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {ownerFailureMessage(save.error)}
        </p>
      )}
      <button type="submit" disabled={save.isPending} className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}>
        {save.isPending ? 'Wird gespeichert …' : 'Speichern'}
      </button>
    </form>
  );
}

/** /inhaber/einstellungen: which non-essential mails the owner receives. */
export default function OwnerSettingsPage() {
  useDocumentMeta({ title: 'Einstellungen', noIndex: true });
  const owner = useOwnerGate();
  const settings = useOwnerSettings(owner.isSuccess);
  return (
    <OwnerLayout title="Einstellungen">
      {settings.isSuccess ? (
        <SettingsForm initial={settings.data} />
      ) : settings.isError ? (
        <LoadError title="Ihre Einstellungen konnten nicht geladen werden" error={settings.error} />
      ) : (
        <OwnerLoading />
      )}
    </OwnerLayout>
  );
}
