import { coded } from '../common/error-codes';
import { CONTACT_MESSAGES } from '../contact/contact-messages';

/** The German messages of the owners module (sign-in, claims, settings), as the specification words them. */
export const OWNER_MESSAGES = {
  emailInvalid: CONTACT_MESSAGES.emailInvalid,
  tokenRequired: 'Anmeldelink fehlt',
  /** The same answer for every address, known or not: nobody learns which addresses have an account. */
  linkSent:
    'Wenn zu dieser E-Mail-Adresse ein Inhaberkonto besteht, haben wir Ihnen einen Anmeldelink geschickt. Er gilt 15 Minuten.',
  linkInvalid:
    'Der Anmeldelink ist abgelaufen, wurde schon benutzt oder ist ungültig. Bitte fordern Sie einen neuen an.',
  noSession: 'Bitte melden Sie sich im Inhaberbereich an',
  settingInvalid: 'Bitte wählen Sie ja oder nein',
  loggedOut: 'Sie wurden abgemeldet.',
} as const;

export const CLAIM_MESSAGES = {
  nameRequired: 'Name ist erforderlich',
  nameTooLong: 'Name zu lang',
  emailInvalid: CONTACT_MESSAGES.emailInvalid,
  phoneRequired: 'Telefonnummer ist erforderlich',
  phoneTooLong: CONTACT_MESSAGES.phoneTooLong,
  roleRequired: 'Bitte geben Sie Ihre Funktion im Unternehmen an',
  roleTooLong: 'Funktion zu lang',
  messageInvalid: 'Nachricht muss Text sein',
  messageTooLong: CONTACT_MESSAGES.messageTooLong,
  filed:
    'Vielen Dank! Bitte bestätigen Sie Ihre E-Mail-Adresse mit dem Link, den wir Ihnen gerade geschickt haben. Er gilt 15 Minuten.',
  notPending: 'Diese Übernahme wartet nicht auf eine Entscheidung',
  notDecided: 'Diese Übernahme ist nicht entschieden; es gibt nichts rückgängig zu machen',
  notFound: 'Übernahme nicht gefunden',
} as const;

/** The same errors with their stable codes, as thrown and documented. */
export const LOGIN_LINK_INVALID_ERROR = coded('LOGIN_LINK_INVALID', OWNER_MESSAGES.linkInvalid);
export const CLAIM_NOT_FOUND_ERROR = coded('NOT_FOUND', CLAIM_MESSAGES.notFound);
