import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function BusinessDetailPage() {
  useDocumentMeta({ title: 'Unternehmen' });
  return <PageHeading title="Unternehmen" />;
}
