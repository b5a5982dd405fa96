import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function HomePage() {
  useDocumentMeta({ title: 'Branchenbuch' });
  return <PageHeading title="Branchenbuch" />;
}
