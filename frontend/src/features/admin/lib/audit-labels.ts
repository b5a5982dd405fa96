import type { AuditAction, AuditEntityType } from '@/api/generated/model';

/** The dashboard's words for each logged action; a new action in the API fails the typecheck until it has one. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'business.create': 'Unternehmen angelegt',
  'business.update': 'Unternehmen geändert',
  'business.specialHours': 'Abweichende Öffnungszeiten geändert',
  'business.verify': 'Unternehmen verifiziert',
  'business.unverify': 'Verifizierung entfernt',
  'business.delete': 'Unternehmen in den Papierkorb verschoben',
  'business.restore': 'Unternehmen wiederhergestellt',
  'business.approve': 'Eintrag freigegeben',
  'business.reject': 'Eintrag abgelehnt',
  'business.markFormCustomers': 'Formular-Kunden markiert',
  'image.upload': 'Bild hochgeladen',
  'review.hide': 'Bewertung ausgeblendet',
  'review.restore': 'Bewertung wiederhergestellt',
  'review.dismissReports': 'Meldungen verworfen',
  'reviewAnswer.hide': 'Antwort des Inhabers ausgeblendet',
  'reviewAnswer.restore': 'Antwort des Inhabers wiederhergestellt',
  'reviewAnswer.dismissReports': 'Meldungen zur Antwort verworfen',
  'import.productionData': 'Notfall-Import ausgeführt',
  'claim.approve': 'Übernahme bestätigt',
  'claim.reject': 'Übernahme abgelehnt',
  'claim.undo': 'Übernahme-Entscheidung rückgängig gemacht',
};

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  business: 'Unternehmen',
  review: 'Bewertung',
  image: 'Bild',
  dataset: 'Datenbestand',
  claim: 'Übernahme',
};
