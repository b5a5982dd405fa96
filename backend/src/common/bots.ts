import { isbot } from 'isbot';

/** A known crawler or script by its User-Agent (the isbot list), or a request without one: not counted as a visit. */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  return userAgent === undefined || userAgent.trim() === '' || isbot(userAgent);
}
