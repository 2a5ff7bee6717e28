/** A game's name from its `provider:slug` reference when the card carries no title (`copper-fountain` → `Copper Fountain`). */
export function gameName(game: string | undefined): string | null {
  const slug = game?.split(':')[1];
  if (!slug) return null;
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
