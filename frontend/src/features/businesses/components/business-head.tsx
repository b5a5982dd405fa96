import type { BusinessDto } from '@/api/generated/model';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useBusinessMeta } from '../hooks/use-business-meta';

/** The detail page's head (title, meta tags, structured data, status): renders nothing into the body. */
export function BusinessHead({ business, error }: { business: BusinessDto | undefined; error: unknown }) {
  useDocumentMeta(useBusinessMeta(business, error));
  return null;
}
