/** The value at a dotted key (`lobby.timer.days`) of a nested catalogue, or undefined. */
export function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

/** Every dotted key of a nested catalogue's leaves, e.g. to check that ten locales hold the same keys. */
export function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}
