import { coded } from '../common/error-codes';
import { REPORT_COMMENT_MAX_LENGTH, type ModerationTarget, type ModerationTexts } from './moderation-targets';

/** The German messages of the reviews module (reviews, owners' answers, reports, moderation), as the specification words them. */
export const RATING_MESSAGE = 'Bewertung muss zwischen 1 und 5 liegen';
export const COMMENT_TOO_SHORT = 'Kommentar muss mindestens 10 Zeichen lang sein';
export const AUTHOR_NAME_REQUIRED = 'Autorenname ist erforderlich';
export const AUTHOR_NAME_TOO_LONG = 'Autorenname zu lang';
export const COMMENT_TOO_LONG = 'Kommentar darf nicht länger als 1000 Zeichen sein';
export const ANSWER_REQUIRED = 'Bitte geben Sie eine Antwort ein';
export const ANSWER_TOO_LONG = 'Die Antwort darf nicht länger als 1000 Zeichen sein';

export const REVIEW_NOT_FOUND = 'Bewertung nicht gefunden';
export const REVIEW_NOT_FOUND_ERROR = coded('REVIEW_NOT_FOUND', REVIEW_NOT_FOUND);
export const REVIEW_ID_MESSAGE = 'Ungültige Bewertungs-ID';
export const ALREADY_REPORTED = 'Sie haben diese Bewertung bereits gemeldet.';
export const ALREADY_REPORTED_ERROR = coded('ALREADY_REPORTED', ALREADY_REPORTED);
export const REPORT_REASON_MESSAGE = 'Bitte wählen Sie einen Grund für die Meldung aus';
export const REPORT_COMMENT_TOO_LONG = `Die Anmerkung darf höchstens ${REPORT_COMMENT_MAX_LENGTH} Zeichen lang sein`;
export const REPORT_RECEIVED =
  'Vielen Dank für Ihre Meldung. Wir prüfen die Bewertung und blenden sie aus, wenn sie gegen unsere Regeln verstößt.';

export const ANSWER_NOT_FOUND_ERROR = coded('ANSWER_NOT_FOUND', 'Antwort nicht gefunden');

/** Per target: what a report and each moderation step answer (ModerationTexts in moderation-targets.ts). */
export const MODERATION_TEXTS: Record<ModerationTarget, ModerationTexts> = {
  review: {
    notFound: REVIEW_NOT_FOUND_ERROR,
    alreadyReported: ALREADY_REPORTED_ERROR,
    received: REPORT_RECEIVED,
    alreadyHidden: 'Die Bewertung ist bereits ausgeblendet.',
    notHidden: 'Die Bewertung ist nicht ausgeblendet.',
    noOpenReports: 'Zu dieser Bewertung liegen keine offenen Meldungen vor.',
    dismissHidden: 'Die Bewertung ist ausgeblendet. Stellen Sie sie wieder her, wenn die Meldungen unbegründet sind.',
    hidden: 'Die Bewertung ist ausgeblendet.',
    restored: 'Die Bewertung ist wiederhergestellt.',
    dismissed: 'Die Meldungen wurden verworfen; die Bewertung bleibt sichtbar.',
    actions: { hide: 'review.hide', restore: 'review.restore', dismiss: 'review.dismissReports' },
  },
  answer: {
    notFound: ANSWER_NOT_FOUND_ERROR,
    alreadyReported: coded('ALREADY_REPORTED', 'Sie haben diese Antwort bereits gemeldet.'),
    received:
      'Vielen Dank für Ihre Meldung. Wir prüfen die Antwort und blenden sie aus, wenn sie gegen unsere Regeln verstößt.',
    alreadyHidden: 'Die Antwort ist bereits ausgeblendet.',
    notHidden: 'Die Antwort ist nicht ausgeblendet.',
    noOpenReports: 'Zu dieser Antwort liegen keine offenen Meldungen vor.',
    dismissHidden: 'Die Antwort ist ausgeblendet. Stellen Sie sie wieder her, wenn die Meldungen unbegründet sind.',
    hidden: 'Die Antwort ist ausgeblendet.',
    restored: 'Die Antwort ist wiederhergestellt.',
    dismissed: 'Die Meldungen wurden verworfen; die Antwort bleibt sichtbar.',
    actions: { hide: 'reviewAnswer.hide', restore: 'reviewAnswer.restore', dismiss: 'reviewAnswer.dismissReports' },
  },
};
