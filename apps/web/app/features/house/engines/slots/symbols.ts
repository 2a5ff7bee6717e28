/** How the reels draw each symbol the engines name; an unknown id is drawn as its first letters. */
const GLYPHS: Record<string, string> = {
  cherry: '🍒',
  lemon: '🍋',
  orange: '🍊',
  plum: '🍑',
  grapes: '🍇',
  melon: '🍉',
  bell: '🔔',
  bar: 'BAR',
  seven: '7',
  wild: 'W',
  scatter: '✦',
  nine: '9',
  ten: '10',
  jack: 'J',
  queen: 'Q',
  king: 'K',
  ace: 'A',
  moon: '🌙',
  comet: '☄️',
  planet: '🪐',
  rocket: '🚀',
  compass: '🧭',
  idol: '🗿',
  mask: '🎭',
  explorer: '🤠',
  book: '📖',
  lantern: '🏮',
  fan: '🪭',
  koi: '🎏',
  dragon: '🐉',
  coin: '🪙',
  hook: '🪝',
  lure: '🪱',
  tackle: '🧰',
  boat: '🚤',
  fish: '🐟',
  fisher: '🎣',
  amber: '🟠',
  jade: '🟢',
  emerald: '💚',
  sapphire: '🔷',
  ruby: '🔴',
  diamond: '💎',
};

export function symbolGlyph(id: string): string {
  return GLYPHS[id] ?? id.slice(0, 3).toUpperCase();
}

/** `golden-idol` → `Golden idol`: the spoken name when the catalogue has none. */
export function humanName(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
