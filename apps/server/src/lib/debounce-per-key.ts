/**
 * Runs `run(key)` once a key has been quiet for `settleMs` — but no later than `maxWaitMs` after
 * the first call of the burst, so a key that never goes quiet (a player spinning non-stop) is
 * still run. Timers do not keep the process alive; `cancelAll` drops the waiting runs.
 */
export function debouncePerKey<K>(run: (key: K) => void, settleMs: number, maxWaitMs: number) {
  const waiting = new Map<K, { timer: NodeJS.Timeout; since: number }>();
  const fire = (key: K) => {
    waiting.delete(key);
    run(key);
  };
  return {
    /** Asks for a run of `key` (`delayMs` instead of `settleMs` for this call, e.g. a retry). */
    request(key: K, delayMs = settleMs, now = Date.now()) {
      const entry = waiting.get(key);
      // Due within settleMs already: a burst past its longest wait is not put off again.
      if (entry && now - entry.since >= maxWaitMs) return;
      if (entry) clearTimeout(entry.timer);
      const timer = setTimeout(() => fire(key), delayMs);
      timer.unref();
      waiting.set(key, { timer, since: entry?.since ?? now });
    },
    cancelAll() {
      for (const entry of waiting.values()) clearTimeout(entry.timer);
      waiting.clear();
    },
  };
}
