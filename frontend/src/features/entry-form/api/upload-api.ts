import { normalizeUpload, requestUploadUrl } from '@/api/generated/endpoints/objects/objects';
import type { ImageUploadApi } from '../hooks/use-image-upload';
import { MAX_IMAGE_BYTES } from '../upload-settings';

/** The generated object-storage calls behind the entry image widget. */
export const imageUploadApi: ImageUploadApi = {
  requestUploadUrl: async (contentType) =>
    (await requestUploadUrl({ ...(contentType ? { contentType } : {}), maxSize: MAX_IMAGE_BYTES })).uploadURL,
  normalizeUpload: async (uploadUrl) => (await normalizeUpload({ uploadUrl })).normalizedPath,
};
