import type { AuditAction } from '../audit/audit-log.dto';
import { type CodedError, coded } from '../common/error-codes';
import { ALREADY_REPORTED_ERROR, REPORT_RECEIVED, REVIEW_NOT_FOUND_ERROR } from './review-report.dto';

/** What visitors report and administrators moderate: a review, or the owner's answer under it. */
export type ModerationTarget = 'review' | 'answer';

/**
 * The columns of `reviews` holding a target's moderation state, and the condition under which it can be reported
 * (it is shown in public). Literal SQL, never input.
 */
export const TARGET_COLUMNS: Record<ModerationTarget, { hidden: string; flagged: string; reportable: string }> = {
  review: { hidden: 'hidden_at', flagged: 'flagged_at', reportable: 'hidden_at IS NULL' },
  answer: {
    hidden: 'answer_hidden_at',
    flagged: 'answer_flagged_at',
    reportable: 'hidden_at IS NULL AND answer_text IS NOT NULL AND answer_hidden_at IS NULL',
  },
};

/** What a report and each moderation step answer, per target, and how the audit log names the step. */
export interface ModerationTexts {
  notFound: CodedError;
  alreadyReported: CodedError;
  received: string;
  alreadyHidden: string;
  notHidden: string;
  noOpenReports: string;
  dismissHidden: string;
  hidden: string;
  restored: string;
  dismissed: string;
  actions: { hide: AuditAction; restore: AuditAction; dismiss: AuditAction };
}

export const ANSWER_NOT_FOUND_ERROR = coded('ANSWER_NOT_FOUND', 'Antwort nicht gefunden');

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
