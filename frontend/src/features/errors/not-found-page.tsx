import { NotFoundContent } from '@/components/not-found/not-found-content';

/** The specification's 404 page (its content is shared with pages whose data does not exist). */
export function NotFoundPage() {
  return <NotFoundContent />;
}

export default NotFoundPage;
