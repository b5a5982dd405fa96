import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function TermsPage() {
  useDocumentMeta({ title: 'Allgemeine Geschäftsbedingungen' });
  return <PageHeading title="Allgemeine Geschäftsbedingungen" />;
}
