import type { AppConfig } from '../config/app-config';

/** A message as the outbox keeps it: German text, with a plain-text and an HTML part. */
export interface OutgoingMail {
  /** What it is about (e.g. `operator.newEntry`); shown in the Postausgang. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** A paragraph of the message: text, or a link with its label. */
type Block = string | { label: string; url: string };

/**
 * Builds both parts from the same blocks, so the plain text and the HTML never say different things. Values from
 * users are escaped in the HTML; the plain text carries them as written.
 */
export function composeMail(kind: string, to: string, subject: string, blocks: Block[]): OutgoingMail {
  const text = blocks
    .map((block) => (typeof block === 'string' ? block : `${block.label}:\n${block.url}`))
    .join('\n\n');
  const paragraphs = blocks.map((block) =>
    typeof block === 'string'
      ? `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`
      : `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`,
  );
  const html =
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:sans-serif;line-height:1.5">${paragraphs.join('')}</body></html>`;
  return { kind, to, subject, text: `${text}\n`, html };
}

/** The closing line of every message. */
function signature(config: AppConfig): string {
  return `Ihr Team von ${config.operator.companyName}\n${config.publicBaseUrl}`;
}

/** To the operator: a public entry waits for review (POST /api/businesses). */
export function newEntryForOperator(
  config: AppConfig,
  entry: { id: string; name: string; city: string },
): OutgoingMail {
  return composeMail('operator.newEntry', config.operator.email, `Neuer Eintrag zur Prüfung: ${entry.name}`, [
    'Guten Tag,',
    `über das öffentliche Formular wurde ein neuer Eintrag angelegt, der auf Ihre Prüfung wartet:\n${entry.name}, ${entry.city}`,
    { label: 'Eintrag ansehen', url: `${config.publicBaseUrl}/business/${entry.id}` },
    // The admin area's address is secret (ADMIN_PATH_SEGMENT) and stays out of mail.
    'Freigeben oder ablehnen können Sie ihn in der Verwaltung unter „Zu prüfen“.',
    signature(config),
  ]);
}

/** To the operator: a message from the contact form (POST /api/contact). */
export function contactMessageForOperator(
  config: AppConfig,
  message: { name: string; email: string; phone: string | null; subject: string; message: string },
): OutgoingMail {
  const phone = message.phone === null ? '' : `\nTelefon: ${message.phone}`;
  return composeMail('operator.contactMessage', config.operator.email, `Kontaktformular: ${message.subject}`, [
    'Guten Tag,',
    `über das Kontaktformular ist eine neue Nachricht eingegangen.\nVon: ${message.name} <${message.email}>${phone}\nBetreff: ${message.subject}`,
    message.message,
    'Alle Nachrichten finden Sie in der Verwaltung unter „Kontaktanfragen“.',
    signature(config),
  ]);
}

/** To an owner (or a claimant): the single-use sign-in link. */
export function ownerLoginLink(
  config: AppConfig,
  to: string,
  token: string,
  validMinutes: number,
  claimedBusiness?: string,
): OutgoingMail {
  const url = `${config.publicBaseUrl}/inhaber/anmelden?token=${encodeURIComponent(token)}`;
  const intro =
    claimedBusiness === undefined
      ? 'Sie haben einen Anmeldelink für den Inhaberbereich angefordert.'
      : `Sie möchten den Eintrag „${claimedBusiness}“ übernehmen. Bitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link; er meldet Sie zugleich im Inhaberbereich an.`;
  return composeMail(
    claimedBusiness === undefined ? 'owner.loginLink' : 'owner.claimConfirmation',
    to,
    claimedBusiness === undefined ? 'Ihr Anmeldelink' : `Übernahme bestätigen: ${claimedBusiness}`,
    [
      'Guten Tag,',
      intro,
      { label: claimedBusiness === undefined ? 'Jetzt anmelden' : 'E-Mail-Adresse bestätigen', url },
      `Der Link gilt ${validMinutes} Minuten und nur einmal. Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.`,
      signature(config),
    ],
  );
}

/** To the operator: a confirmed claim waits in the queue "Übernahmen". */
export function newClaimForOperator(
  config: AppConfig,
  claim: { businessId: string; businessName: string; name: string; email: string; role: string; owned: boolean },
): OutgoingMail {
  const owned = claim.owned ? '\nAchtung: Der Eintrag hat bereits einen Inhaber; bitte prüfen Sie beide Seiten.' : '';
  return composeMail('operator.newClaim', config.operator.email, `Neue Übernahme zur Prüfung: ${claim.businessName}`, [
    'Guten Tag,',
    `${claim.name} (${claim.role}, ${claim.email}) möchte den Eintrag „${claim.businessName}“ übernehmen und hat die E-Mail-Adresse bestätigt.${owned}`,
    { label: 'Eintrag ansehen', url: `${config.publicBaseUrl}/business/${claim.businessId}` },
    'Bestätigen oder ablehnen können Sie die Übernahme in der Verwaltung unter „Übernahmen“.',
    signature(config),
  ]);
}

/** To the claimant: the claim was approved (at once or by the admin) or rejected. */
export function claimDecided(
  config: AppConfig,
  claim: { email: string; businessId: string; businessName: string; approved: boolean },
): OutgoingMail {
  return composeMail(
    'owner.claimDecided',
    claim.email,
    claim.approved ? `Übernahme bestätigt: ${claim.businessName}` : `Übernahme abgelehnt: ${claim.businessName}`,
    claim.approved
      ? [
          'Guten Tag,',
          `Sie sind jetzt Inhaber des Eintrags „${claim.businessName}“ und können ihn im Inhaberbereich jederzeit bearbeiten.`,
          { label: 'Zum Inhaberbereich', url: `${config.publicBaseUrl}/inhaber` },
          signature(config),
        ]
      : [
          'Guten Tag,',
          `Ihre Übernahme des Eintrags „${claim.businessName}“ konnten wir leider nicht bestätigen. Bei Fragen antworten Sie uns gern über das Kontaktformular.`,
          { label: 'Kontakt', url: `${config.publicBaseUrl}/kontakt` },
          signature(config),
        ],
  );
}

/** The footer of every non-essential owner mail: where to turn such mails off. */
function settingsNote(config: AppConfig): Block {
  return {
    label: 'Welche E-Mails Sie von uns erhalten, stellen Sie hier ein',
    url: `${config.publicBaseUrl}/inhaber/einstellungen`,
  };
}

/** To the owner (or the public form's sender): the entry was approved, or rejected with the reason. */
export function entryDecided(
  config: AppConfig,
  entry: { to: string; businessId: string; name: string; approved: boolean; reason: string | null },
): OutgoingMail {
  return composeMail(
    'owner.entryDecided',
    entry.to,
    entry.approved ? `Ihr Eintrag ist freigegeben: ${entry.name}` : `Ihr Eintrag wurde abgelehnt: ${entry.name}`,
    entry.approved
      ? [
          'Guten Tag,',
          `Ihr Eintrag „${entry.name}“ ist geprüft und jetzt im Branchenbuch zu finden.`,
          { label: 'Eintrag ansehen', url: `${config.publicBaseUrl}/business/${entry.businessId}` },
          signature(config),
        ]
      : [
          'Guten Tag,',
          `Ihr Eintrag „${entry.name}“ wurde nach Prüfung nicht veröffentlicht.\nBegründung: ${entry.reason ?? '—'}`,
          { label: 'Fragen? Schreiben Sie uns', url: `${config.publicBaseUrl}/kontakt` },
          signature(config),
        ],
  );
}

/** To the owner: a new review of their listing (non-essential). */
export function newReviewForOwner(
  config: AppConfig,
  review: { to: string; businessId: string; businessName: string; authorName: string; rating: number; comment: string },
): OutgoingMail {
  return composeMail('owner.newReview', review.to, `Neue Bewertung für ${review.businessName}`, [
    'Guten Tag,',
    `${review.authorName} hat „${review.businessName}“ mit ${review.rating} von 5 Sternen bewertet:`,
    review.comment,
    { label: 'Bewertungen ansehen', url: `${config.publicBaseUrl}/business/${review.businessId}` },
    signature(config),
    settingsNote(config),
  ]);
}

/** To the owner: a review of their listing was hidden after a report (non-essential). */
export function reviewHiddenForOwner(
  config: AppConfig,
  review: { to: string; businessId: string; businessName: string; authorName: string },
): OutgoingMail {
  return composeMail('owner.reviewHidden', review.to, `Bewertung ausgeblendet: ${review.businessName}`, [
    'Guten Tag,',
    `Die Bewertung von ${review.authorName} zu „${review.businessName}“ wurde nach einer Meldung geprüft und ausgeblendet. Sie zählt nicht mehr zur Durchschnittsbewertung.`,
    { label: 'Eintrag ansehen', url: `${config.publicBaseUrl}/business/${review.businessId}` },
    signature(config),
    settingsNote(config),
  ]);
}

/** To the owner: their answer to a review was hidden after a report (always sent: it is about their own text). */
export function answerHiddenForOwner(
  config: AppConfig,
  review: { to: string; businessId: string; businessName: string; authorName: string },
): OutgoingMail {
  return composeMail('owner.answerHidden', review.to, `Ihre Antwort wurde ausgeblendet: ${review.businessName}`, [
    'Guten Tag,',
    `Ihre Antwort auf die Bewertung von ${review.authorName} zu „${review.businessName}“ wurde nach einer Meldung geprüft und ausgeblendet, weil sie gegen unsere Regeln verstößt. Die Bewertung selbst bleibt sichtbar.`,
    'Sie können im Inhaberbereich eine neue Antwort schreiben; sie ersetzt die ausgeblendete.',
    {
      label: 'Bewertungen beantworten',
      url: `${config.publicBaseUrl}/inhaber/eintraege/${review.businessId}/bewertungen`,
    },
    signature(config),
  ]);
}
