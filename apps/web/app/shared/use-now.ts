import { useEffect, useState } from 'react';

/**
 * The current time, ticking every `intervalMs`; null until the page has hydrated, so the server
 * and the browser render the same HTML (a countdown rendered on the server would be stale).
 */
export function useNow(intervalMs = 1000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
