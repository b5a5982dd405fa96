import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useImageUpload, type ImageUploadApi, type ImageUploadView } from '../hooks/use-image-upload';
import { IMAGE_ACCEPT, IMAGE_HINT } from '../upload-settings';
import { Icon } from '@/components/ui/icon';
import { buttonClass } from '@/components/ui/button';

interface ImageUploadProps {
  /** The entry's current imageUrl ('' for none). */
  value: string;
  onChange: (imageUrl: string) => void;
  /** True while a file is being uploaded or processed, so the form can hold its submit button. */
  onBusyChange: (busy: boolean) => void;
  api: ImageUploadApi;
  disabled?: boolean;
}

const secondaryButton = buttonClass('secondary');

function formatSize(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  const format = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024 ? `${format.format(bytes / 1024 / 1024)} MB` : `${format.format(bytes / 1024)} KB`;
}

/** The chosen or current image, or a placeholder picture. */
function ImagePreview({ preview }: { preview: string | undefined }) {
  return preview !== undefined ? (
    <img
      src={preview}
      alt="Vorschau des Unternehmensbildes"
      className="h-28 w-full rounded-md border border-slate-200 bg-white object-cover sm:h-24 sm:w-36"
    />
  ) : (
    <div
      aria-hidden="true"
      className="flex h-20 w-28 shrink-0 items-center justify-center rounded-md border border-slate-200 bg-white text-slate-500 sm:h-24 sm:w-36"
    >
      <Icon className="size-10" strokeWidth="1.5">
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="M21 16l-5-5-9 9" />
      </Icon>
    </div>
  );
}

/** The progress bar and its words while uploading, paused or processing. */
function UploadProgress({ view }: { view: ImageUploadView }) {
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label="Fortschritt des Bild-Uploads"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.percentage}
        aria-valuetext={`${view.percentage} %`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full transition-[width] ${view.phase === 'paused' ? 'bg-amber-500' : 'bg-blue-700'}`}
          style={{ width: `${view.percentage}%` }}
        />
      </div>
      <p className="mt-1 text-sm text-slate-700" aria-live="polite">
        {view.phase === 'paused'
          ? `Pausiert bei ${view.percentage} %`
          : view.phase === 'processing'
            ? 'Bild wird verarbeitet...'
            : `Wird hochgeladen... ${view.percentage} %`}
      </p>
    </div>
  );
}

/** Choose, pause/resume, retry, cancel and remove: each only when it applies. */
function UploadButtons({
  view,
  busy,
  hasImage,
  disabled,
  describedBy,
  onPick,
  onPauseResume,
  onRetry,
  onRemove,
}: {
  view: ImageUploadView;
  busy: boolean;
  hasImage: boolean;
  disabled: boolean;
  describedBy: string;
  onPick: () => void;
  onPauseResume: () => void;
  onRetry: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {!busy && (
        <button
          type="button"
          onClick={onPick}
          disabled={disabled}
          className={buttonClass('primary')}
          aria-describedby={describedBy}
        >
          {hasImage || view.phase === 'done' ? 'Anderes Bild wählen' : 'Bild auswählen'}
        </button>
      )}
      {(view.phase === 'uploading' || view.phase === 'paused') && (
        <button type="button" onClick={onPauseResume} className={secondaryButton}>
          {view.phase === 'paused' ? 'Fortsetzen' : 'Pausieren'}
        </button>
      )}
      {view.phase === 'error' && (
        <button type="button" onClick={onRetry} disabled={disabled} className={secondaryButton}>
          Erneut versuchen
        </button>
      )}
      {busy && (
        <button type="button" onClick={onRemove} className={secondaryButton}>
          Abbrechen
        </button>
      )}
      {!busy && (hasImage || view.phase === 'error') && (
        <button type="button" onClick={onRemove} disabled={disabled} className={secondaryButton}>
          Bild entfernen
        </button>
      )}
    </div>
  );
}

/** Dragging a file over the zone highlights it; dropping adds the first file (unless the field is disabled). */
function useDropZone(disabled: boolean, addFile: (file: File) => void) {
  const [dragging, setDragging] = useState(false);
  const dropHandlers = {
    onDragOver: (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      if (!disabled) setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      setDragging(false);
      if (disabled) return;
      const file = event.dataTransfer.files[0];
      if (file !== undefined) addFile(file);
    },
  };
  return { dragging, dropHandlers };
}

/** The chosen file's name and size, or what the zone holds now. */
function FileLine({ view, hasImage }: { view: ImageUploadView; hasImage: boolean }) {
  return view.fileName !== undefined && view.phase !== 'idle' ? (
    <p className="truncate text-sm font-medium text-slate-900">
      {view.fileName} <span className="font-normal text-slate-600">({formatSize(view.fileSize)})</span>
    </p>
  ) : (
    <p className="text-sm text-slate-700">
      {hasImage ? 'Aktuelles Bild.' : 'Bild hierher ziehen oder eine Datei auswählen.'}
    </p>
  );
}

/** The entry image: file picker and drop zone, preview, progress, pause/resume/cancel and errors. */
export function ImageUpload({ value, onChange, onBusyChange, api, disabled = false }: ImageUploadProps) {
  const { view, addFile, pauseResume, retry, remove } = useImageUpload(api, onChange);
  const inputRef = useRef<HTMLInputElement>(null);
  const { dragging, dropHandlers } = useDropZone(disabled, addFile);
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const busy = view.phase === 'uploading' || view.phase === 'paused' || view.phase === 'processing';

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const pick = () => inputRef.current?.click();

  const preview =
    view.phase !== 'idle' && view.previewUrl !== undefined ? view.previewUrl : value !== '' ? value : undefined;

  return (
    <div>
      <div
        {...dropHandlers}
        className={`rounded-lg border-2 border-dashed p-4 transition-colors sm:p-5 ${
          dragging ? 'border-blue-600 bg-blue-50' : 'border-slate-300 bg-slate-50'
        }`}
        data-testid="image-drop-zone"
      >
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          aria-label="Bilddatei"
          disabled={disabled}
          data-testid="image-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file !== undefined) addFile(file);
            event.target.value = '';
          }}
        />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <ImagePreview preview={preview} />
          <div className="min-w-0 flex-1">
            <FileLine view={view} hasImage={value !== ''} />
            <p id={hintId} className="mt-1 text-sm text-slate-600">
              {IMAGE_HINT}
            </p>

            {busy && <UploadProgress view={view} />}
            {view.phase === 'done' && (
              <p className="mt-2 text-sm font-medium text-emerald-800" role="status">
                Bild hochgeladen.
              </p>
            )}
            {view.error !== undefined && (
              <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
                {view.error}
              </p>
            )}

            <UploadButtons
              view={view}
              busy={busy}
              hasImage={value !== ''}
              disabled={disabled}
              describedBy={view.error !== undefined ? `${hintId} ${errorId}` : hintId}
              onPick={pick}
              onPauseResume={pauseResume}
              onRetry={retry}
              onRemove={remove}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
