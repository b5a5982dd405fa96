import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function BlogListPage() {
  useDocumentMeta({ title: 'Unser Blog' });
  return <PageHeading title="Unser Blog" />;
}
