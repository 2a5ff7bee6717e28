import { DEFAULT_MOTIF, ENGINE_MOTIFS, MOTIFS } from './motifs.ts';
import { escapeXml, fitTitle, textWidth } from './text.ts';

/**
 * Tile artwork: a 4:3 SVG drawn from the game itself (Orbit's own art, no third-party images).
 * Pure: the same input always gives the same bytes, so the ETag is a hash of the output.
 */

export const TILE_WIDTH = 400;
export const TILE_HEIGHT = 300;
/** Bump when the drawing changes: art URLs carry it, so year-long caches never serve old art. */
export const ART_VERSION = 1;

export interface TileArtInput {
  title: string;
  /** The producer's display title. */
  producer: string;
  engine: string;
  /** The game's `art` column: palette seed and motif name. Anything malformed falls back. */
  art: unknown;
}

/** The public path of a game's artwork (`identifier` = `producer/name`). */
export const tileArtPath = (identifier: string) => `/games/art/${identifier}.svg?v=${ART_VERSION}`;

/** System fonts only (an image cannot load web fonts); sans-serif is the safe fallback. */
const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif';
const SIDE_MARGIN = 24;
const TEXT_WIDTH = TILE_WIDTH - 2 * SIDE_MARGIN;
const TITLE_BASELINE = 258;
const PRODUCER_BASELINE = 284;
const PRODUCER_SIZE = 12;
const PRODUCER_TRACKING = 2;

function readArt(art: unknown, engine: string): { palette: number; motif: string } {
  const record = typeof art === 'object' && art !== null ? (art as Record<string, unknown>) : {};
  const palette =
    typeof record.palette === 'number' && Number.isFinite(record.palette)
      ? Math.abs(Math.trunc(record.palette))
      : 0;
  const named = typeof record.motif === 'string' ? record.motif : '';
  const motif = named in MOTIFS ? named : (ENGINE_MOTIFS[engine] ?? DEFAULT_MOTIF);
  return { palette, motif };
}

function producerLine(producer: string): string {
  let text = producer.trim().toUpperCase();
  const width = (t: string) => textWidth(t, PRODUCER_SIZE) + [...t].length * PRODUCER_TRACKING;
  while (text.length > 1 && width(text) > TEXT_WIDTH) text = `${[...text].slice(0, -2).join('').trimEnd()}…`;
  return text;
}

function titleText(title: string): string {
  const { lines, fontSize } = fitTitle(title, { maxWidth: TEXT_WIDTH, max: 40, min: 20, twoLineMax: 32 });
  const lineHeight = Math.round(fontSize * 1.08);
  const first = TITLE_BASELINE - (lines.length - 1) * lineHeight;
  const body =
    lines.length === 1
      ? `x="200" y="${TITLE_BASELINE}">${escapeXml(lines[0] ?? '')}`
      : `>${lines.map((line, i) => `<tspan x="200" y="${first + i * lineHeight}">${escapeXml(line)}</tspan>`).join('')}`;
  return `<text font-size="${fontSize}" stroke="#000" stroke-opacity=".35" stroke-width="5" stroke-linejoin="round" paint-order="stroke" ${body}</text>`;
}

const LIVE_BADGE =
  '<rect x="16" y="16" width="62" height="24" rx="12" fill="#e11d48"/><circle cx="31" cy="28" r="4" fill="#fff"/>' +
  '<text x="41" y="33" font-size="13" font-weight="800" fill="#fff">LIVE</text>';

const FULL = `width="${TILE_WIDTH}" height="${TILE_HEIGHT}"`;

export function renderTileArt(input: TileArtInput): string {
  const { palette, motif } = readArt(input.art, input.engine);
  const { palettes, draw, mirror } = MOTIFS[motif]!;
  const p = palettes[palette % palettes.length]!;
  // The seed's next bits mirror the motif and turn the gradient: neighbours in a row rarely look alike.
  const round = Math.floor(palette / palettes.length);
  const mirrored = mirror !== false && round % 2 === 1;
  const direction = Math.floor(round / 2) % 2 === 1 ? 'x1="1" x2="0" y2="1"' : 'x2="1" y2="1"';
  const drawing = mirrored ? `<g transform="matrix(-1 0 0 1 ${TILE_WIDTH} 0)">${draw(p)}</g>` : draw(p);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${TILE_WIDTH} ${TILE_HEIGHT}" ${FULL} font-family="${FONT}">` +
    // Background gradient, a soft glow behind the motif, a shade under the title.
    `<defs><linearGradient id="a" ${direction}><stop stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>` +
    '<radialGradient id="b" cy=".36"><stop stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    '<linearGradient id="c" x2="0" y2="1"><stop offset=".5" stop-opacity="0"/><stop offset="1" stop-opacity=".75"/></linearGradient></defs>' +
    `<rect ${FULL} fill="url(#a)"/><rect ${FULL} fill="url(#b)"/>` +
    drawing +
    `<rect ${FULL} fill="url(#c)"/>` +
    (input.engine === 'live-table' ? LIVE_BADGE : '') +
    '<g fill="#fff" text-anchor="middle" font-weight="800">' +
    titleText(input.title) +
    `<text x="200" y="${PRODUCER_BASELINE}" font-size="${PRODUCER_SIZE}" font-weight="600" letter-spacing="${PRODUCER_TRACKING}" fill-opacity=".8">${escapeXml(producerLine(input.producer))}</text>` +
    '</g></svg>'
  );
}
