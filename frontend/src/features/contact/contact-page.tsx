import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function ContactPage() {
  useDocumentMeta({ title: 'Kontakt' });
  return <PageHeading title="Kontakt" />;
}
