import type { AuditAction } from '../audit/audit-log.dto';
import type { CodedError } from '../common/error-codes';

/** What visitors report and administrators moderate: a review, or the owner's answer under it. */
export type ModerationTarget = 'review' | 'answer';

/** A report's optional comment, in characters. */
export const REPORT_COMMENT_MAX_LENGTH = 500;

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
