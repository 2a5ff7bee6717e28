/** The few icons of the game lists (inline SVG, no icon font). */
const PATHS = {
  dice: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm-4 3.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM8 14a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  search:
    'M10.5 3a7.5 7.5 0 0 1 6 12l4.2 4.3-1.4 1.4-4.3-4.2A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z',
  coins:
    'M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3Zm8 6v3c0 1.7-3.6 3-8 3s-8-1.3-8-3V9c1.8 1.3 5 2 8 2s6.2-.7 8-2Zm0 6v3c0 1.7-3.6 3-8 3s-8-1.3-8-3v-3c1.8 1.3 5 2 8 2s6.2-.7 8-2Z',
} as const;

export type GamesIconName = keyof typeof PATHS;

export function GamesIcon({ name, className = 'size-5' }: { name: GamesIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <path d={PATHS[name]} />
    </svg>
  );
}
