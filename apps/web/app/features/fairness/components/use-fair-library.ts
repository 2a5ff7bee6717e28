import { useQuery } from '@tanstack/react-query';

/** @orbit/games, loaded only when something is verified (its code is not part of any other page). */
export function useFairLibrary(enabled: boolean) {
  return useQuery({
    queryKey: ['fairness', 'library'],
    queryFn: () => import('@orbit/games'),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
