import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function BusinessEditPage() {
  useDocumentMeta({ title: 'Eintrag bearbeiten', noIndex: true });
  return <PageHeading title="Eintrag bearbeiten" />;
}
