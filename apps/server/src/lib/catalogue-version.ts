/**
 * A counter per database that an operator's edit of the catalogue (CMS, configs, games, hosts)
 * moves on: this node's short-lived copies of catalogue answers (the page render's catalogue
 * cache) are dropped at once instead of after their time. Other nodes still keep theirs until
 * it runs out (CATALOGUE_TTL_MS).
 */
const versions = new WeakMap<object, number>();

export function catalogueVersion(db: object): number {
  return versions.get(db) ?? 0;
}

/** Called after an operator changed what the player site's catalogue reads show. */
export function catalogueChanged(db: object): void {
  versions.set(db, catalogueVersion(db) + 1);
}
