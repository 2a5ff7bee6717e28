import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates the component (also when a lazy boundary
 * hydrates late, after client queries have filled the cache); true on every render after.
 * A component whose look depends on client-fetched data renders the server's look until then,
 * so hydration never meets HTML that the data has already changed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
