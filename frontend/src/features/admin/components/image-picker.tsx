import { useId, useState, type ChangeEvent } from 'react';
import { uploadErrorMessage } from '../lib/admin-messages';
import { imageFileError, isPreviewableImageUrl } from '../lib/image-rules';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';

type Mode = 'upload' | 'url';

/** Uploads the chosen file (refused before sending when it is no image or too large); the form waits meanwhile. */
function useImageFileUpload(
  upload: (file: File) => Promise<string>,
  onChange: (url: string) => void,
  onUploadingChange: ((uploading: boolean) => void) | undefined,
) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    const rejection = imageFileError(file);
    if (rejection !== null) {
      setUploadError(rejection);
      return;
    }
    setUploadError(null);
    setBusy(true);
    try {
      onChange(await upload(file));
    } catch (caught) {
      setUploadError(uploadErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return { uploading, uploadError, setUploadError, onFile };
}

/** Hochladen or URL eingeben. */
function SourceSwitch({ mode, onSelect }: { mode: Mode; onSelect: (mode: Mode) => void }) {
  return (
    <div role="radiogroup" aria-label="Bildquelle" className="inline-flex rounded-md border border-slate-300 p-0.5">
      {(
        [
          ['upload', 'Hochladen'],
          ['url', 'URL eingeben'],
        ] as const
      ).map(([option, label]) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={mode === option}
          onClick={() => onSelect(option)}
          className={`rounded px-3 py-1.5 text-sm font-medium ${
            mode === option ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** The file button, its hint and the upload's status. */
function FileField({
  id,
  uploading,
  describedBy,
  onFile,
}: {
  id: string;
  uploading: boolean;
  describedBy: string;
  onFile: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          className="peer sr-only"
          onChange={onFile}
          disabled={uploading}
          aria-describedby={describedBy}
        />
        <label
          htmlFor={`${id}-file`}
          className={`${buttonClass('secondary')} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-400 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
        >
          {uploading ? 'Bild wird hochgeladen...' : 'Bilddatei auswählen'}
        </label>
        <span id={`${id}-hint`} className="text-xs text-slate-600">
          Alle Bildformate, maximal 5MB.
        </span>
      </div>
      {uploading && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          Bild wird hochgeladen...
        </p>
      )}
    </div>
  );
}

/** The image's address, typed in. */
function UrlField({
  id,
  value,
  onChange,
  error,
  errorId,
}: {
  id: string;
  value: string;
  onChange: (url: string) => void;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <div>
      <label htmlFor={`${id}-url`} className="mb-1 block text-sm font-medium text-slate-800">
        Bild-URL
      </label>
      <input
        id={`${id}-url`}
        type="url"
        inputMode="url"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="https://…"
        className={inputClass}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
      />
    </div>
  );
}

/**
 * The admin dialog's image: upload a file (any image type, at most 5 MB) or enter an address.
 * The preview shows only for http(s) addresses and our own /objects/ paths.
 */
export function ImagePicker({
  value,
  onChange,
  upload,
  onUploadingChange,
  error,
}: {
  value: string;
  onChange: (url: string) => void;
  upload: (file: File) => Promise<string>;
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
}) {
  const id = useId();
  const [mode, setMode] = useState<Mode>(() => (value === '' || value.startsWith('/objects/') ? 'upload' : 'url'));
  const { uploading, uploadError, setUploadError, onFile } = useImageFileUpload(upload, onChange, onUploadingChange);
  const [previewBroken, setPreviewBroken] = useState<string | null>(null);
  const url = value.trim();
  const showPreview = isPreviewableImageUrl(url) && previewBroken !== url;

  const errorId = `${id}-error`;
  const shownError = uploadError ?? error ?? undefined;
  const describedBy = shownError !== undefined ? `${id}-hint ${errorId}` : `${id}-hint`;

  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Bild</legend>
      <SourceSwitch
        mode={mode}
        onSelect={(option) => {
          setMode(option);
          setUploadError(null);
        }}
      />

      {mode === 'upload' ? (
        <FileField id={id} uploading={uploading} describedBy={describedBy} onFile={onFile} />
      ) : (
        <UrlField id={id} value={value} onChange={onChange} error={error} errorId={errorId} />
      )}

      {shownError !== undefined && (
        <p id={errorId} role={uploadError !== null ? 'alert' : undefined} className="text-sm text-red-700">
          {shownError}
        </p>
      )}

      {showPreview && (
        <div className="flex items-start gap-3">
          <img
            src={url}
            alt="Vorschau des Bildes"
            className="h-28 w-40 rounded-md border border-slate-200 object-cover"
            onError={() => setPreviewBroken(url)}
          />
          <button type="button" className={buttonClass('secondary')} onClick={() => onChange('')}>
            Bild entfernen
          </button>
        </div>
      )}
      {!showPreview && url !== '' && previewBroken === url && (
        <p className="text-sm text-slate-600">Das Bild konnte nicht geladen werden.</p>
      )}
    </fieldset>
  );
}
