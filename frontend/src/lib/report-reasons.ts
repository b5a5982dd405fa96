import type { ReportReason } from '@/api/generated/model';

// Shared by the report dialog (business page) and the moderation queue (admin).

/** The reasons a visitor may give for reporting a review, in the dialog's order. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  offensive: 'Beleidigend oder unangemessen',
  false_claim: 'Falsche Tatsachenbehauptung',
  spam: 'Spam oder Werbung',
  not_genuine: 'Kein echtes Kundenerlebnis',
  other: 'Sonstiges',
};

export const REPORT_COMMENT_MAX = 500;
