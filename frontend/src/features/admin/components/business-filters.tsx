import { buttonClass } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import type { BusinessListParams } from '../api/admin-businesses';

export type BusinessStatus = BusinessListParams['status'];

/** The search text, the status filter and "Neues Unternehmen" above the entries. */
export function BusinessFilters({
  queryInput,
  onQueryInput,
  status,
  onStatus,
  onCreate,
}: {
  queryInput: string;
  onQueryInput: (value: string) => void;
  status: BusinessStatus;
  onStatus: (status: BusinessStatus) => void;
  onCreate: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <FormField id="admin-search" label="Einträge durchsuchen" className="flex-1">
        {(control) => (
          <input
            {...control}
            type="search"
            value={queryInput}
            onChange={(event) => onQueryInput(event.target.value)}
            placeholder="Name, Stadt oder PLZ"
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id="admin-status" label="Status" className="md:w-52">
        {(control) => (
          <select
            {...control}
            value={status}
            onChange={(event) => onStatus(event.target.value as BusinessStatus)}
            className={inputClass}
          >
            <option value="all">Alle</option>
            <option value="unverified">Unverifiziert</option>
            <option value="verified">Verifiziert</option>
          </select>
        )}
      </FormField>
      <button type="button" className={`${buttonClass('primary')} md:py-2`} onClick={onCreate}>
        Neues Unternehmen
      </button>
    </div>
  );
}
