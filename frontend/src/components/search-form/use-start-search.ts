import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { pluralize } from '@/lib/german-format';
import { markSearchStarted, searchCooldownLeft } from '@/lib/search-cooldown';
import { toast } from '../ui/toast-store';

export interface SearchRequest {
  query?: string;
  category?: string;
  city?: string;
  /** Umkreissuche: the place of the Wo field and the chosen radius in km. */
  near?: string;
  radius?: string;
}

/**
 * Starts a search (navigates to /search) unless the 10-second cooldown still runs; then it shows the
 * specification's 'Bitte warten' toast and the search is not run. Returns whether the search started.
 */
export function useStartSearch(): (request: SearchRequest) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (request: SearchRequest) => {
      const secondsLeft = searchCooldownLeft();
      if (secondsLeft > 0) {
        toast({
          title: 'Bitte warten',
          // 'in 1 Sekunde', otherwise the specification's 'in {n} Sekunden'.
          description: `Sie können erst in ${secondsLeft} ${pluralize(secondsLeft, 'Sekunde', 'Sekunden')} wieder suchen.`,
          variant: 'destructive',
        });
        return false;
      }
      markSearchStarted();
      void navigate(paths.search(request));
      return true;
    },
    [navigate],
  );
}
