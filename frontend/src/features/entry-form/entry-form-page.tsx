import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function EntryFormPage() {
  useDocumentMeta({ title: 'Neuen Eintrag erstellen', noIndex: true });
  return <PageHeading title="Neuen Eintrag erstellen" />;
}
