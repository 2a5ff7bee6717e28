/**
 * A readable summary of a re-computed outcome, whatever the engine: the dice roll, the cards,
 * the slot grid as text, the mines field … Each line is a label (a `fairness.summary.*` key)
 * and plain text; anything not recognised is shown as JSON.
 */
export interface SummaryLine {
  label: string;
  text: string;
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'number');
const isGrid = (value: unknown): value is unknown[][] =>
  Array.isArray(value) && value.length > 0 && value.every(Array.isArray);
/** Hundredths → `2.35×`. */
const times = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♣', '♦', '♥', '♠'];
/** A card of the table engines (0–51: rank = n % 13 from the ace, suit = n / 13 clubs to spades), or a named one. */
export const cardText = (card: unknown): string =>
  typeof card === 'number' && Number.isInteger(card) && card >= 0
    ? `${RANKS[card % 13]}${SUITS[Math.floor(card / 13) % 4]}`
    : String(card);
const cardsText = (cards: unknown[], total?: unknown) =>
  `${cards.map(cardText).join(' ')}${typeof total === 'number' ? ` (${total})` : ''}`;

/** A slot grid stored reel by reel, written row by row (top row first). */
export function gridRows(grid: unknown[][]): string[] {
  const rows = Math.max(...grid.map((reel) => reel.length));
  return Array.from({ length: rows }, (_, row) => grid.map((reel) => String(reel[row] ?? '·')).join(' '));
}

/** Hands of cards by the key a view keeps them under (blackjack, baccarat, video poker). */
const CARD_LABELS: Readonly<Record<string, string>> = {
  dealer: 'fairness.summary.dealer',
  player: 'fairness.summary.player',
  banker: 'fairness.summary.banker',
  hand: 'fairness.summary.hand',
  cards: 'fairness.summary.cards',
};

function cardLines(o: Json): SummaryLine[] {
  const lines: SummaryLine[] = [];
  for (const [key, label] of Object.entries(CARD_LABELS)) {
    const value = o[key];
    if (Array.isArray(value) && value.length > 0)
      lines.push({ label, text: cardsText(value, o[`${key}Total`]) });
  }
  if (Array.isArray(o.hands))
    for (const hand of o.hands)
      if (isRecord(hand) && Array.isArray(hand.cards))
        lines.push({ label: 'fairness.summary.hand', text: cardsText(hand.cards, hand.total) });
  return lines;
}

export function summarizeOutcome(outcome: unknown): SummaryLine[] {
  const lines: SummaryLine[] = [];
  if (!isRecord(outcome)) return [{ label: 'fairness.summary.details', text: JSON.stringify(outcome) }];
  const o = outcome;
  if (typeof o.roll === 'number')
    lines.push({ label: 'fairness.summary.roll', text: (o.roll / 100).toFixed(2) });
  if (typeof o.crashPoint === 'number')
    lines.push({ label: 'fairness.summary.crash_point', text: times(o.crashPoint) });
  if (isRecord(o.base) && isGrid(o.base.grid)) {
    lines.push({ label: 'fairness.summary.grid', text: gridRows(o.base.grid).join('\n') });
    if (isRecord(o.freeSpins) && Array.isArray(o.freeSpins.spins))
      lines.push({ label: 'fairness.summary.free_spins', text: String(o.freeSpins.spins.length) });
  } else if (isGrid(o.grid)) {
    lines.push({ label: 'fairness.summary.grid', text: gridRows(o.grid).join('\n') });
  }
  if (isNumbers(o.field)) lines.push({ label: 'fairness.summary.mines', text: o.field.join(', ') });
  if (isNumbers(o.revealed) && o.revealed.length > 0)
    lines.push({ label: 'fairness.summary.revealed', text: o.revealed.join(', ') });
  if (isNumbers(o.picks)) lines.push({ label: 'fairness.summary.picks', text: o.picks.join(', ') });
  if (isNumbers(o.drawn)) lines.push({ label: 'fairness.summary.drawn', text: o.drawn.join(', ') });
  if (typeof o.hits === 'number') lines.push({ label: 'fairness.summary.hits', text: String(o.hits) });
  if (Array.isArray(o.path) && o.path.every((s) => typeof s === 'boolean'))
    lines.push({
      label: 'fairness.summary.path',
      text: o.path.map((right) => (right ? 'R' : 'L')).join(' '),
    });
  if (typeof o.slot === 'number') lines.push({ label: 'fairness.summary.slot', text: String(o.slot) });
  lines.push(...cardLines(o));
  if (isRecord(o.coup)) lines.push(...cardLines(o.coup));
  if (typeof o.pocket === 'number') lines.push({ label: 'fairness.summary.number', text: String(o.pocket) });
  if (typeof o.segment === 'string') lines.push({ label: 'fairness.summary.segment', text: o.segment });
  if (typeof o.multiplier === 'number' && lines.length > 0)
    lines.push({ label: 'fairness.summary.multiplier', text: times(o.multiplier) });
  if (lines.length === 0) lines.push({ label: 'fairness.summary.details', text: JSON.stringify(outcome) });
  return lines;
}
