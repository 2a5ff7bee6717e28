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
const cardText = (card: unknown): string =>
  typeof card === 'string'
    ? card
    : isRecord(card)
      ? `${String(card.rank ?? '')}${String(card.suit ?? '')}`
      : String(card);

/** A slot grid stored reel by reel, written row by row (top row first). */
export function gridRows(grid: unknown[][]): string[] {
  const rows = Math.max(...grid.map((reel) => reel.length));
  return Array.from({ length: rows }, (_, row) => grid.map((reel) => String(reel[row] ?? '·')).join(' '));
}

const CARD_KEYS = ['player', 'banker', 'dealer', 'hand', 'hands', 'cards', 'final'];

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
  } else if (isGrid(o.grid) && !CARD_KEYS.some((k) => k in o)) {
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
  if (typeof o.number === 'number') lines.push({ label: 'fairness.summary.number', text: String(o.number) });
  for (const key of CARD_KEYS) {
    const value = o[key];
    if (!Array.isArray(value) || value.length === 0) continue;
    const text = isGrid(value)
      ? value.map((hand) => hand.map(cardText).join(' ')).join(' | ')
      : isRecord(value[0]) && Array.isArray(value[0].cards)
        ? value
            .map((hand) =>
              isRecord(hand) && Array.isArray(hand.cards) ? hand.cards.map(cardText).join(' ') : '',
            )
            .join(' | ')
        : value.map(cardText).join(' ');
    lines.push({ label: `fairness.summary.cards`, text: `${key}: ${text}` });
  }
  if (typeof o.multiplier === 'number' && lines.length > 0)
    lines.push({ label: 'fairness.summary.multiplier', text: times(o.multiplier) });
  if (lines.length === 0) lines.push({ label: 'fairness.summary.details', text: JSON.stringify(outcome) });
  return lines;
}
