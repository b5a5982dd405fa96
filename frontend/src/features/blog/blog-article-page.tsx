import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function BlogArticlePage() {
  useDocumentMeta({ title: 'Blog' });
  return <PageHeading title="Blog" />;
}
