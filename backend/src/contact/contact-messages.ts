/** The German messages of the contact module (the contact form), as the specification words them. */
export const CONTACT_MESSAGES = {
  firstNameRequired: 'Vorname ist erforderlich',
  firstNameTooLong: 'Vorname zu lang',
  lastNameRequired: 'Nachname ist erforderlich',
  lastNameTooLong: 'Nachname zu lang',
  emailInvalid: 'Ungültige E-Mail-Adresse',
  phoneInvalid: 'Ungültige Telefonnummer',
  phoneTooLong: 'Telefonnummer zu lang',
  subjectRequired: 'Betreff ist erforderlich',
  subjectTooLong: 'Betreff zu lang',
  messageRequired: 'Nachricht ist erforderlich',
  messageTooLong: 'Nachricht zu lang',
  consentRequired: 'Bitte stimmen Sie der Datenschutzerklärung zu',
  sent: 'Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.',
} as const;
