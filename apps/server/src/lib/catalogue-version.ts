/**
 * A counter per database that an operator's edit of the catalogue (CMS, configs, games, hosts)
 * moves on: this node's short-lived copies of catalogue answers (the page render's catalogue
 * cache) are dropped at once instead of after their time. With Redis, the other nodes hear of
 * the edit too (cluster/catalogue-changes.ts); without, theirs run out after CATALOGUE_TTL_MS.
 */
const versions = new WeakMap<object, number>();
const listeners = new WeakMap<object, Set<() => void>>();

export function catalogueVersion(db: object): number {
  return versions.get(db) ?? 0;
}

/** Called after an operator changed what the player site's catalogue reads show. */
export function catalogueChanged(db: object): void {
  catalogueChangedElsewhere(db);
  for (const listener of listeners.get(db) ?? []) listener();
}

/** Another node changed the catalogue: drop this node's copies, tell nobody. */
export function catalogueChangedElsewhere(db: object): void {
  versions.set(db, catalogueVersion(db) + 1);
}

/** Hears this node's catalogue changes; returns the call that stops hearing them. */
export function onCatalogueChange(db: object, listener: () => void): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}
