import { BusinessForm } from '@/components/business-form/business-form';
import type { BusinessFormValues, ValidBusinessFormValues } from '@/components/business-form/business-form-schema';
import { buttonClass } from '@/components/ui/button';
import type { ImageUploadApi } from '../hooks/use-image-upload';
import { ImageUpload } from './image-upload';
import { PossibleDuplicatesHint } from './possible-duplicates-hint';

interface EntryFormProps {
  defaultValues: BusinessFormValues;
  submitLabel: string;
  submittingLabel: string;
  /** After success: fields read-only and the submit button disabled, showing this label. */
  lockedLabel?: string;
  locked?: boolean;
  uploadApi: ImageUploadApi;
  /** A new entry: hint at entries that may already be this business. */
  checkDuplicates?: boolean;
  /** Saves the entry; a rejected ApiError with field errors is shown at the fields. */
  onSubmit: (values: ValidBusinessFormValues) => Promise<void>;
}

/** The business form as the public entry page, the edit page and the owner's page show it. */
export function EntryForm({
  defaultValues,
  submitLabel,
  submittingLabel,
  lockedLabel,
  locked = false,
  uploadApi,
  checkDuplicates = false,
  onSubmit,
}: EntryFormProps) {
  return (
    <BusinessForm
      variant="entry"
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      locked={locked}
      afterAddress={checkDuplicates ? <PossibleDuplicatesHint /> : undefined}
      renderImage={({ value, onChange, onBusyChange, error, disabled }) => (
        <>
          <ImageUpload
            value={value}
            onChange={onChange}
            onBusyChange={onBusyChange}
            api={uploadApi}
            disabled={disabled}
          />
          {error !== undefined && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
        </>
      )}
      renderActions={({ submitting, uploading, hydrated }) => (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {uploading && (
            <p className="text-sm text-slate-600" role="status">
              Bitte warten Sie, bis das Bild hochgeladen ist.
            </p>
          )}
          <button
            type="submit"
            disabled={!hydrated || submitting || uploading || locked}
            className={`${buttonClass('primary', 'lg')} shadow-sm`}
          >
            {submitting ? submittingLabel : locked && lockedLabel !== undefined ? lockedLabel : submitLabel}
          </button>
        </div>
      )}
    />
  );
}
