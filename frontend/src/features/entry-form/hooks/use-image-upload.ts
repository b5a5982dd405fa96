import AwsS3, { type AwsBody } from '@uppy/aws-s3';
import Uppy, { type Meta, type UppyFile } from '@uppy/core';
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { toast } from '@/components/ui/toast-store';
import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_BYTES, UPLOAD_TOASTS, UPPY_LOCALE_DE } from '../upload-settings';

/**
 * A signed form for one file, the same for the bucket and the local store: its fields go first,
 * the file last, POSTed as multipart/form-data to `url`; the store refuses another size or type.
 */
export interface ImageUploadForm {
  url: string;
  fields: { key: string } & Record<string, string>;
  /** Where the file ends up; what normalizeUpload takes. */
  objectUrl: string;
}

/** The two server calls around the upload: a signed form first, the stored object's path after. */
export interface ImageUploadApi {
  /** A fresh form for one file of this type. */
  requestUploadForm(contentType: string | undefined): Promise<ImageUploadForm>;
  normalizeUpload(objectUrl: string): Promise<string>;
}

export type ImageUploadPhase = 'idle' | 'uploading' | 'paused' | 'processing' | 'done' | 'error';

export interface ImageUploadView {
  phase: ImageUploadPhase;
  fileName?: string;
  fileSize?: number;
  /** 0–100 while uploading or paused. */
  percentage: number;
  /** A local object URL of the chosen file, for the preview. */
  previewUrl?: string;
  /** Why the last file was refused or failed, in German. */
  error?: string;
}

const IDLE: ImageUploadView = { phase: 'idle', percentage: 0 };

type ImageUppy = Uppy<Meta, AwsBody>;
type SetView = Dispatch<SetStateAction<ImageUploadView>>;

/** What the Uppy handlers share about the file in flight. */
interface Flight {
  /** Where the file in flight ends up. */
  objectUrl?: string;
  uploadUrlFailed: boolean;
  previewUrl?: string;
}

/** Uppy with the entry image's restrictions, uploading each file with one signed form POST. */
function createImageUppy(apiRef: { current: ImageUploadApi }, flight: Flight): ImageUppy {
  const uppy: ImageUppy = new Uppy<Meta, AwsBody>({
    id: 'entry-image',
    autoProceed: true,
    allowMultipleUploadBatches: true,
    locale: UPPY_LOCALE_DE,
    restrictions: { maxNumberOfFiles: 1, maxFileSize: MAX_IMAGE_BYTES, allowedFileTypes: ALLOWED_IMAGE_TYPES },
  });
  uppy.use(AwsS3<Meta, AwsBody>, {
    shouldUseMultipart: false,
    limit: 1,
    signRequest: async (request) => {
      // Multipart is off, so the only request is the one upload of the whole file; with fields
      // the plugin sends it as a form POST instead of a PUT.
      if (request.method !== 'PUT' || 'uploadId' in request) throw new Error('Nur einzelne Uploads');
      flight.uploadUrlFailed = false;
      let form: ImageUploadForm;
      try {
        form = await apiRef.current.requestUploadForm(request.contentType);
      } catch (error) {
        flight.uploadUrlFailed = true;
        throw error;
      }
      flight.objectUrl = form.objectUrl;
      return { url: form.url, fields: form.fields };
    },
  });
  return uppy;
}

/** The file's progress in percent and whether it is paused, shown in the view. */
function progressView(uppy: ImageUppy, flight: Flight, file: UppyFile<Meta, AwsBody> | undefined, setView: SetView) {
  if (file === undefined) return;
  const current = uppy.getFile(file.id);
  if (current === undefined) return;
  const { bytesUploaded, bytesTotal } = current.progress;
  const total = bytesTotal ?? current.size ?? 0;
  const uploaded = typeof bytesUploaded === 'number' ? bytesUploaded : 0;
  const percentage = total > 0 ? Math.min(100, Math.round((uploaded / total) * 100)) : 0;
  setView({ phase: current.isPaused ? 'paused' : 'uploading', percentage, ...fileView(current, flight) });
}

function fileView(
  file: UppyFile<Meta, AwsBody>,
  flight: Flight,
): Pick<ImageUploadView, 'fileName' | 'fileSize' | 'previewUrl'> {
  return { fileName: file.name, fileSize: file.size ?? undefined, previewUrl: flight.previewUrl };
}

/** After the upload: the server normalises the object into the entry's imageUrl (unless the file was removed). */
function normalizeUploaded(
  uppy: ImageUppy,
  fileId: string,
  objectUrl: string,
  refs: { api: { current: ImageUploadApi }; onImageUrl: { current: (imageUrl: string) => void } },
  setView: SetView,
) {
  setView((current) => ({ ...current, phase: 'processing', percentage: 100 }));
  refs.api.current.normalizeUpload(objectUrl).then(
    (imageUrl) => {
      if (uppy.getFile(fileId) === undefined) return; // removed meanwhile
      refs.onImageUrl.current(imageUrl);
      setView((current) => ({ ...current, phase: 'done' }));
      toast({ title: 'Erfolg!', description: UPLOAD_TOASTS.uploaded, variant: 'success' });
    },
    () => {
      if (uppy.getFile(fileId) === undefined) return;
      setView((current) => ({ ...current, phase: 'error', error: UPLOAD_TOASTS.uploadFailed }));
      toast({ title: 'Fehler', description: UPLOAD_TOASTS.uploadFailed, variant: 'destructive' });
    },
  );
}

/** Uppy's events turned into the view: the preview, progress, pause, success, errors and refusals. */
function watchUploads(
  uppy: ImageUppy,
  flight: Flight,
  refs: { api: { current: ImageUploadApi }; onImageUrl: { current: (imageUrl: string) => void } },
  setView: SetView,
) {
  uppy.on('file-added', (file) => {
    if (flight.previewUrl !== undefined) URL.revokeObjectURL(flight.previewUrl);
    flight.previewUrl = file.data instanceof Blob ? URL.createObjectURL(file.data) : undefined;
    setView({ phase: 'uploading', percentage: 0, ...fileView(file, flight) });
  });
  uppy.on('upload-progress', (file) => progressView(uppy, flight, file, setView));
  uppy.on('upload-pause', (file, isPaused) => {
    if (file === undefined) return;
    setView((current) => ({ ...current, phase: isPaused ? 'paused' : 'uploading' }));
  });
  uppy.on('upload-success', (file) => {
    if (file === undefined || flight.objectUrl === undefined) return;
    normalizeUploaded(uppy, file.id, flight.objectUrl, refs, setView);
  });
  uppy.on('upload-error', (file) => {
    if (file === undefined) return;
    const message = flight.uploadUrlFailed ? UPLOAD_TOASTS.urlFailed : UPLOAD_TOASTS.uploadFailed;
    setView((current) => ({ ...current, phase: 'error', error: message }));
    toast({ title: 'Fehler', description: message, variant: 'destructive' });
  });
  uppy.on('restriction-failed', (_file, error) => {
    setView((current) => (current.phase === 'idle' ? { ...IDLE, error: error.message } : current));
  });
  uppy.on('file-removed', () => {
    if (flight.previewUrl !== undefined) URL.revokeObjectURL(flight.previewUrl);
    flight.previewUrl = undefined;
  });
}

/** Why Uppy would refuse the file, in German, or null. */
function refusalOf(uppy: ImageUppy, file: File): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '') : '';
  // Uppy accepts a file when either its extension or its type fits; a declared type must fit too.
  return file.type !== '' && !ALLOWED_IMAGE_TYPES.includes(file.type)
    ? uppy.i18n('youCanOnlyUploadFileTypes', { types: ALLOWED_IMAGE_TYPES.join(', ') })
    : uppy.validateSingleFile({ name: file.name, type: file.type, size: file.size, extension });
}

/**
 * One image through Uppy: restrictions checked in the browser, a single form POST (an S3 POST
 * policy, or the local store's signed equivalent) to where the server says, then the server
 * normalises it into the entry's imageUrl.
 */
export function useImageUpload(api: ImageUploadApi, onImageUrl: (imageUrl: string) => void) {
  const uppyRef = useRef<ImageUppy | null>(null);
  const [view, setView] = useState<ImageUploadView>(IDLE);
  const apiRef = useRef(api);
  const onImageUrlRef = useRef(onImageUrl);
  useEffect(() => {
    apiRef.current = api;
    onImageUrlRef.current = onImageUrl;
  });

  useEffect(() => {
    const flight: Flight = { uploadUrlFailed: false };
    const uppy = createImageUppy(apiRef, flight);
    watchUploads(uppy, flight, { api: apiRef, onImageUrl: onImageUrlRef }, setView);
    uppyRef.current = uppy;
    return () => {
      uppyRef.current = null;
      uppy.destroy();
      if (flight.previewUrl !== undefined) URL.revokeObjectURL(flight.previewUrl);
    };
  }, []);

  const currentFileId = (): string | undefined => uppyRef.current?.getFiles()[0]?.id;

  /** Replaces any earlier file; restriction failures show as a German error and nothing uploads. */
  const addFile = useCallback((file: File) => {
    const uppy = uppyRef.current;
    if (uppy === null) return;
    const refusal = refusalOf(uppy, file);
    if (refusal !== null) {
      setView((current) => ({ ...current, error: refusal }));
      return;
    }
    const previous = uppy.getFiles();
    if (previous.length > 0) {
      uppy.removeFiles(previous.map((item) => item.id));
      onImageUrlRef.current('');
    }
    try {
      uppy.addFile({ name: file.name, type: file.type, data: file, source: 'local' });
    } catch (error) {
      // Restriction errors are reported through 'restriction-failed'; anything else is a failed upload.
      if (!(error instanceof Error && 'isRestriction' in error)) {
        setView({ ...IDLE, error: UPLOAD_TOASTS.uploadFailed });
      } else {
        setView({ ...IDLE, error: error.message });
      }
    }
  }, []);

  const pauseResume = useCallback(() => {
    const id = currentFileId();
    if (id !== undefined) uppyRef.current?.pauseResume(id);
  }, []);

  const retry = useCallback(() => {
    const uppy = uppyRef.current;
    const id = currentFileId();
    if (uppy === null || id === undefined) return;
    setView((current) => ({ ...current, phase: 'uploading', percentage: 0, error: undefined }));
    void uppy.retryUpload(id);
  }, []);

  /** Cancels a running upload or forgets the uploaded image. */
  const remove = useCallback(() => {
    const uppy = uppyRef.current;
    if (uppy !== null && uppy.getFiles().length > 0) uppy.cancelAll();
    onImageUrlRef.current('');
    setView(IDLE);
  }, []);

  return { view, addFile, pauseResume, retry, remove };
}
