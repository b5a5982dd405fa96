import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function ImpressumPage() {
  useDocumentMeta({ title: 'Impressum' });
  return <PageHeading title="Impressum" />;
}
