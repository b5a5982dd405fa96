import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function AdminLoginPage() {
  useDocumentMeta({ title: 'Admin-Anmeldung', noIndex: true });
  return <PageHeading title="Admin-Anmeldung" />;
}
