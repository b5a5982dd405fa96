import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function PrivacyPage() {
  useDocumentMeta({ title: 'Datenschutzerklärung' });
  return <PageHeading title="Datenschutzerklärung" />;
}
