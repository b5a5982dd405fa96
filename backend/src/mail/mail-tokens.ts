/** The injection token of the MailTransport (mail-transport.ts), so tests and the module share one. */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
