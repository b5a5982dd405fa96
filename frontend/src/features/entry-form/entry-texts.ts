/** The specification's toasts and the entry pages' own texts. */
export const ENTRY_TOASTS = {
  created: {
    title: 'Erfolg!',
    description: 'Ihr Unternehmen wurde erfolgreich hinzugefügt und wird in Kürze geprüft.',
  },
  createFailed: {
    title: 'Fehler',
    description: 'Es gab einen Fehler beim Erstellen des Eintrags. Bitte versuchen Sie es erneut.',
  },
  saved: { title: 'Gespeichert', description: 'Ihre Änderungen wurden gespeichert.' },
  saveFailed: {
    title: 'Fehler',
    description: 'Ihre Änderungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  },
} as const;
