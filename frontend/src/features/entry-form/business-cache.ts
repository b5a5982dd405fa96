import type { QueryClient } from '@tanstack/react-query';
import { getGetBusinessQueryKey } from '../../api/generated/endpoints/businesses/businesses';
import type { BusinessDto } from '../../api/generated/model';

/**
 * After a create or a save: the saved business shows at once (its cached copy is replaced) and
 * every other cached business query (lists, search, the business's own) is refetched when next used.
 */
export async function refreshBusinessQueries(queryClient: QueryClient, saved?: BusinessDto): Promise<void> {
  if (saved !== undefined) queryClient.setQueryData(getGetBusinessQueryKey(saved.id), saved);
  await queryClient.invalidateQueries({
    predicate: (query) => {
      const [key] = query.queryKey;
      return typeof key === 'string' && key.startsWith('/api/businesses');
    },
  });
}
