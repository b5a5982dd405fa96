import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function SearchPage() {
  useDocumentMeta({ title: 'Alle Unternehmen' });
  return <PageHeading title="Alle Unternehmen" />;
}
