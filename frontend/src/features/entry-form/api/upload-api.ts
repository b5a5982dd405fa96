import { normalizeUpload, requestUploadUrl } from '@/api/generated/endpoints/objects/objects';
import type { ImageUploadApi } from '../hooks/use-image-upload';
import { MAX_IMAGE_BYTES } from '../upload-settings';

/** The generated object-storage calls behind the entry image widget. */
export const imageUploadApi: ImageUploadApi = {
  requestUploadForm: async (contentType) => {
    const form = await requestUploadUrl({ ...(contentType ? { contentType } : {}), maxSize: MAX_IMAGE_BYTES });
    return { url: form.url, fields: form.fields, objectUrl: form.objectUrl };
  },
  normalizeUpload: async (objectUrl) => (await normalizeUpload({ uploadUrl: objectUrl })).normalizedPath,
};
