import { refusedInputStatus } from '@/components/ui/load-error';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { searchPageHref, type SearchCriteria } from '../utils/search-params';

function metaDescription(criteria: SearchCriteria, title: string): string {
  if (title === 'Alle Unternehmen') {
    return 'Alle Unternehmen im Branchenbuch: lokale Anbieter in Deutschland, Österreich und der Schweiz mit Adresse, Kontakt, Öffnungszeiten und Bewertungen.';
  }
  return `${title}: Adressen, Telefonnummern, Öffnungszeiten und Bewertungen lokaler Unternehmen${
    criteria.city !== '' ? ` in ${criteria.city}` : ''
  } im Branchenbuch.`;
}

/** The search page's head: title with the page number, description, canonical address; refused input not indexed. */
export function useSearchMeta(criteria: SearchCriteria, title: string, isError: boolean, error: unknown): void {
  useDocumentMeta({
    title: criteria.page > 1 ? `${title} – Seite ${criteria.page}` : title,
    description: metaDescription(criteria, title),
    // The criteria and the page number, never the cursor: one address per result page.
    canonicalPath: searchPageHref(criteria, { page: criteria.page }),
    ...(isError && { noIndex: true, status: refusedInputStatus(error) }),
  });
}
