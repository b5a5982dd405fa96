import { coded } from '../common/error-codes';

/** The German messages of the landing pages module, as the specification words them. */
export const LANDING_PAGE_NOT_FOUND = 'Seite nicht gefunden';
export const LANDING_PAGE_NOT_FOUND_ERROR = coded('LANDING_PAGE_NOT_FOUND', LANDING_PAGE_NOT_FOUND);
