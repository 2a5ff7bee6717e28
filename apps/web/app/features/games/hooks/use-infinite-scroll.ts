import { type RefObject, useEffect, useRef } from 'react';
import { INFINITE_SCROLL_MARGIN_PX } from '../model/constants.ts';

/**
 * Calls `onReach` when the element (placed at a list's end) comes within 500 px of the
 * viewport, while `enabled`. Re-arms whenever `enabled` turns on again.
 */
export function useInfiniteScroll(onReach: () => void, enabled: boolean): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement | null>(null);
  const callback = useRef(onReach);
  callback.current = onReach;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
