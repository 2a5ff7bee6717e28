/**
 * Remembers answers for a short time, per owner object (a database handle), so a hot read
 * is computed once per node per `ttlMs`. For values that may be briefly stale, such as the
 * number of games in a category: the catalogue changes by operator edits, not per request.
 */
export function ttlMemo<Owner extends object, Value>(ttlMs: number, maxEntries = 2000) {
  const caches = new WeakMap<Owner, Map<string, { value: Promise<Value>; expires: number }>>();
  const remember = (
    owner: Owner,
    key: string,
    compute: () => Promise<Value>,
    now = Date.now(),
  ): Promise<Value> => {
    const cache = caches.get(owner) ?? new Map();
    caches.set(owner, cache);
    const hit = cache.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (cache.size >= maxEntries) cache.clear();
    const value = compute();
    cache.set(key, { value, expires: now + ttlMs });
    // A failure is not remembered: the next call tries again.
    value.catch(() => cache.delete(key));
    return value;
  };
  /** Drops an owner's remembered answers (after an edit that changes them). */
  const forget = (owner: Owner) => {
    caches.delete(owner);
  };
  return Object.assign(remember, { forget });
}
