import type { Body, Meta, UppyOptions } from '@uppy/core';

/** The public form's upload restrictions (specification sections 5 and 9). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ALLOWED_IMAGE_TYPES = ['.jpg', '.jpeg', '.png', '.webp', 'image/jpeg', 'image/png', 'image/webp'];
export const IMAGE_ACCEPT = ALLOWED_IMAGE_TYPES.join(',');
export const IMAGE_HINT = 'JPG, PNG oder WEBP. Maximal 5MB.';

export const UPLOAD_TOASTS = {
  urlFailed: 'Upload-URL konnte nicht abgerufen werden.',
  uploadFailed: 'Bild-Upload fehlgeschlagen. Bitte versuchen Sie es erneut.',
  uploaded: 'Bild wurde erfolgreich hochgeladen.',
} as const;

/** German texts for Uppy's own messages (restrictions, network); the rest of its UI is not used. */
export const UPPY_LOCALE_DE: NonNullable<UppyOptions<Meta, Body>['locale']> = {
  pluralize: (count) => (count === 1 ? 0 : 1),
  strings: {
    youCanOnlyUploadX: {
      0: 'Sie können nur %{smart_count} Datei hochladen.',
      1: 'Sie können nur %{smart_count} Dateien hochladen.',
    },
    youHaveToAtLeastSelectX: {
      0: 'Bitte wählen Sie mindestens %{smart_count} Datei aus.',
      1: 'Bitte wählen Sie mindestens %{smart_count} Dateien aus.',
    },
    exceedsSize: 'Die Datei „%{file}“ ist zu groß. Erlaubt sind maximal %{size}.',
    aggregateExceedsSize: 'Die ausgewählten Dateien sind zusammen %{size} groß, erlaubt sind maximal %{sizeAllowed}.',
    inferiorSize: 'Die Datei ist kleiner als die erlaubte Mindestgröße von %{size}.',
    youCanOnlyUploadFileTypes: 'Dieser Dateityp ist nicht erlaubt. Bitte wählen Sie ein JPG-, PNG- oder WEBP-Bild.',
    noMoreFilesAllowed: 'Es können keine weiteren Dateien hinzugefügt werden.',
    noDuplicates: 'Die Datei „%{fileName}“ wurde bereits hinzugefügt.',
    addBulkFilesFailed: {
      0: '%{smart_count} Datei konnte wegen eines internen Fehlers nicht hinzugefügt werden.',
      1: '%{smart_count} Dateien konnten wegen interner Fehler nicht hinzugefügt werden.',
    },
    missingRequiredMetaField: 'Es fehlen Pflichtangaben.',
    missingRequiredMetaFieldOnFile: 'Bei %{fileName} fehlen Pflichtangaben.',
    failedToUpload: 'Hochladen von %{file} fehlgeschlagen.',
    noInternetConnection: 'Keine Internetverbindung.',
    connectedToInternet: 'Wieder mit dem Internet verbunden.',
    additionalRestrictionsFailed: '%{count} weitere Einschränkungen wurden nicht erfüllt.',
    unnamed: 'Unbenannt',
    pleaseWait: 'Bitte warten',
  },
};
