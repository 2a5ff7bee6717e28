import { useDeferredValue, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates the component (also when a lazy boundary
 * hydrates late, after client queries have filled the cache); true on every render after.
 * A component whose look depends on client-fetched data renders the server's look until then,
 * so hydration never meets HTML that the data has already changed.
 *
 * The switch to true renders deferred: React re-renders a store's readers synchronously right
 * after hydration, which for the lobby's rows and lists (their tiles past the first screen) made
 * one long task; a deferred value renders it in a transition, which React cuts into short slices.
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      never,
      () => true,
      () => false,
    ),
  );
}
