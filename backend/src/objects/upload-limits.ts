/** How large an uploaded image may be, in bytes. */
export const MB = 1024 * 1024;
/** What the upload screens allow (public widget, admin image picker). */
export const SCREEN_UPLOAD_LIMIT = 5 * MB;
/** What the upload request schema allows at most. */
export const SCHEMA_UPLOAD_LIMIT = 10 * MB;
