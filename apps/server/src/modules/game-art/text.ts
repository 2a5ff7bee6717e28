/** Text for SVG: XML escaping and fitting a title into at most two lines of a known width. */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and double- or single-quoted attributes; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)
  );
}

/**
 * Advance widths (in em) of a bold sans-serif, rounded up so the estimate errs on the wide side
 * whichever system font the viewer has.
 */
function charWidth(c: string): number {
  if (c === ' ') return 0.34;
  if ("iljIt.,:;'!|f".includes(c)) return 0.38;
  if ('r()-'.includes(c)) return 0.48;
  if ('mwMW'.includes(c)) return 1.06;
  if (/[0-9]/.test(c)) return 0.7;
  if (c !== c.toLowerCase()) return 0.82; // capitals, accented ones included
  return 0.68;
}

export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const c of text) em += charWidth(c);
  return em * fontSize;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
}

const ELLIPSIS = '…';
/** Below this size a title reads better on two lines. */
const SMALLEST_SINGLE_LINE = 28;

function wrap(words: string[], fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, fontSize) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function truncate(text: string, fontSize: number, maxWidth: number): string {
  if (textWidth(text, fontSize) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 1 && textWidth(`${chars.join('').trimEnd()}${ELLIPSIS}`, fontSize) > maxWidth) {
    chars.pop();
  }
  return `${chars.join('').trimEnd()}${ELLIPSIS}`;
}

/**
 * The biggest font size at which the title fits `maxWidth`: one line while the type stays
 * large (down to 28), else two lines (from `twoLineMax` down to `min`); at `min`, the rest is
 * cut with "…".
 */
export function fitTitle(
  title: string,
  { maxWidth, max, min, twoLineMax }: { maxWidth: number; max: number; min: number; twoLineMax: number },
): FittedText {
  const words = title.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { lines: [], fontSize: max };
  const oneLine = words.join(' ');
  for (let size = max; size >= SMALLEST_SINGLE_LINE; size -= 2) {
    if (textWidth(oneLine, size) <= maxWidth) return { lines: [oneLine], fontSize: size };
  }
  for (let size = Math.min(twoLineMax, max); size >= min; size -= 2) {
    const lines = wrap(words, size, maxWidth);
    if (lines.length <= 2 && lines.every((l) => textWidth(l, size) <= maxWidth))
      return { lines, fontSize: size };
  }
  const lines = wrap(words, min, maxWidth);
  const first = truncate(lines[0]!, min, maxWidth);
  if (lines.length === 1) return { lines: [first], fontSize: min };
  return { lines: [first, truncate(lines.slice(1).join(' '), min, maxWidth)], fontSize: min };
}
