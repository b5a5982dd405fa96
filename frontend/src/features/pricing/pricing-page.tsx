import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function PricingPage() {
  useDocumentMeta({ title: 'Unsere Preise' });
  return <PageHeading title="Unsere Preise" />;
}
