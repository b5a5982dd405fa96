import { useEffect } from 'react';
import type { StatisticsEvent } from '@/api/generated/model';

/** The attribute that marks a link whose clicks the owner's statistics count (`data-statistik="phone"`). */
export const STATISTICS_ATTRIBUTE = 'data-statistik';

/**
 * Reports a view or a click to the owner's statistics. A beacon (sendBeacon, or a keepalive fetch where there is
 * none) survives the page being left for the link's target; nothing about the visitor is sent but the event.
 */
export function sendStatisticsEvent(businessId: string, type: StatisticsEvent): void {
  const url = `/api/businesses/${encodeURIComponent(businessId)}/events`;
  const body = JSON.stringify({ type });
  if (
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))
  ) {
    return;
  }
  void fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(
    () => undefined,
  );
}

/**
 * Counts the page's view once per business shown, and clicks on the links marked with STATISTICS_ATTRIBUTE: one
 * listener on the document, so links in parts of the page not yet hydrated count too.
 */
export function useStatisticsBeacon(businessId: string | undefined): void {
  useEffect(() => {
    if (businessId === undefined) return;
    sendStatisticsEvent(businessId, 'view');
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest(`[${STATISTICS_ATTRIBUTE}]`) : null;
      const type = target?.getAttribute(STATISTICS_ATTRIBUTE);
      if (type === 'phone' || type === 'website' || type === 'route' || type === 'email') {
        sendStatisticsEvent(businessId, type);
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [businessId]);
}
