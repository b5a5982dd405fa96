import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { FindPossibleDuplicatesParams } from '@/api/generated/model';
import { paths } from '@/config/paths';
import { BUSINESS_FIELD_LIMITS } from '@/lib/business-field-rules';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePossibleDuplicates } from '../api/entries';
import type { BusinessFormValues } from '@/components/business-form/business-form-schema';

/** Typing pauses this long before the directory is asked. */
const CHECK_DELAY_MS = 600;

/** The name and address to compare, once name and postal code are given and within the API's limits. */
function probeOf(name: string, postalCode: string, street: string, city: string): FindPossibleDuplicatesParams | null {
  const limits = BUSINESS_FIELD_LIMITS;
  const [n, p, s, c] = [name.trim(), postalCode.trim(), street.trim(), city.trim()];
  if (n === '' || p === '' || n.length > limits.name || p.length > limits.postalCode) return null;
  return {
    name: n,
    postalCode: p,
    ...(s !== '' && s.length <= limits.street && { street: s }),
    ...(c !== '' && c.length <= limits.city && { city: c }),
  };
}

/**
 * A hint under the address when the directory already has entries with a similar name at the same
 * postal code or street: links to them (in a new tab, so the form keeps what was typed). It does not
 * stop the owner from sending the form.
 */
export function PossibleDuplicatesHint() {
  const [name, postalCode, street, city] = useWatch<BusinessFormValues, ['name', 'postalCode', 'street', 'city']>({
    name: ['name', 'postalCode', 'street', 'city'],
  });
  const probe = useDebouncedValue(probeOf(name, postalCode, street, city), CHECK_DELAY_MS);
  const { data } = usePossibleDuplicates(probe);
  if (probe === null || data === undefined || data.length === 0) return null;
  return (
    <section
      aria-labelledby="possible-duplicates-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:p-5"
    >
      <h2 id="possible-duplicates-title" className="text-base font-semibold">
        Dieses Unternehmen ist möglicherweise schon eingetragen
      </h2>
      <p className="mt-1">
        Bitte prüfen Sie, ob einer dieser Einträge Ihr Unternehmen ist. Wenn nicht, können Sie Ihren Eintrag trotzdem
        erstellen.
      </p>
      <ul className="mt-3 space-y-1.5">
        {data.map((entry) => (
          <li key={entry.id}>
            <Link
              to={paths.business(entry.id)}
              target="_blank"
              rel="noopener"
              className="font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900"
            >
              {entry.name}
            </Link>
            <span className="text-amber-900">
              {' '}
              – {entry.street}, {entry.postalCode} {entry.city}
            </span>
            <span className="sr-only"> (öffnet in neuem Tab)</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
