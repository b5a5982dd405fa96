import { PageHeading } from '../../components/ui/page-heading';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { adminPathLoader } from './admin-route';

export const loader = adminPathLoader;

export default function AdminDashboardPage() {
  useDocumentMeta({ title: 'Admin-Dashboard', noIndex: true });
  return <PageHeading title="Admin-Dashboard" />;
}
