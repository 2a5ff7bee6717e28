import { describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../../db/seed/games/games.ts';
import { DEMO_PRODUCERS } from '../../db/seed/games/producers.ts';
import { ENGINE_MOTIFS, MOTIFS } from './motifs.ts';
import { ART_VERSION, renderTileArt, type TileArtInput, tileArtPath } from './render.ts';
import { xmlProblem } from './xml-check.test-helper.ts';

const SIZE_BUDGET = 2500;
const producerTitle = (slug: string) => DEMO_PRODUCERS.find((p) => p.slug === slug)!.title;
const demoInputs: TileArtInput[] = DEMO_GAMES.map((g) => ({
  title: g.title,
  producer: producerTitle(g.producer),
  engine: g.engine,
  art: g.art,
}));
const base: TileArtInput = {
  title: 'Nova Drift',
  producer: 'Nebula Forge',
  engine: 'slot-ways',
  art: { palette: 0, motif: 'planet' },
};

describe('renderTileArt', () => {
  it('draws every demo motif, and every engine has a fallback motif', () => {
    for (const g of DEMO_GAMES) expect(MOTIFS[g.art.motif], g.art.motif).toBeDefined();
    for (const motif of Object.values(ENGINE_MOTIFS)) expect(MOTIFS[motif]).toBeDefined();
  });

  it('is well-formed XML for every demo game and every motif × palette', () => {
    for (const input of demoInputs) expect(xmlProblem(renderTileArt(input)), input.title).toBeNull();
    for (const [motif, { palettes }] of Object.entries(MOTIFS)) {
      for (let palette = 0; palette < palettes.length * 2; palette++) {
        expect(xmlProblem(renderTileArt({ ...base, art: { motif, palette } })), motif).toBeNull();
      }
    }
  });

  it('has a fixed 4:3 frame', () => {
    const svg = renderTileArt(base);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 300" width="400" height="300"/,
    );
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('escapes titles and producers', () => {
    const svg = renderTileArt({ ...base, title: `Rum & <Plunder> "x"`, producer: 'Salt & Wind' });
    expect(xmlProblem(svg)).toBeNull();
    expect(svg).toContain('Rum &amp; &lt;Plunder&gt; &quot;x&quot;');
    expect(svg).toContain('SALT &amp; WIND');
    expect(svg).not.toContain('<Plunder>');
  });

  it('keeps accents as they are', () => {
    expect(renderTileArt({ ...base, title: 'Señorita Sol' })).toContain('>Señorita Sol<');
  });

  it('stays under the size budget for every demo game and for very long titles', () => {
    for (const input of demoInputs) {
      expect(Buffer.byteLength(renderTileArt(input)), input.title).toBeLessThan(SIZE_BUDGET);
    }
    const long = renderTileArt({
      ...base,
      title: 'Extraordinarily Magnificent Wonder '.repeat(10),
      art: { motif: 'keno', palette: 1 },
    });
    expect(Buffer.byteLength(long)).toBeLessThan(SIZE_BUDGET);
    expect(long).toContain('…');
  });

  it('wraps a long title into two lines', () => {
    const svg = renderTileArt({ ...base, title: 'Harbour Lights Roulette Live' });
    expect(svg.match(/<tspan /g)).toHaveLength(2);
  });

  it('falls back to the engine motif when the art is unknown or malformed', () => {
    const roulette = { ...base, engine: 'roulette' };
    const expected = renderTileArt({ ...roulette, art: { motif: 'wheel', palette: 0 } });
    expect(renderTileArt({ ...roulette, art: { motif: 'no-such-motif', palette: 0 } })).toBe(expected);
    expect(renderTileArt({ ...roulette, art: null })).toBe(expected);
    expect(renderTileArt({ ...roulette, art: 'garbage' })).toBe(expected);
    expect(xmlProblem(renderTileArt({ ...base, engine: 'unknown', art: { palette: -7.5 } }))).toBeNull();
  });

  it('is deterministic, and the palette seed changes the colours or mirrors the motif', () => {
    expect(renderTileArt(base)).toBe(renderTileArt({ ...base }));
    const looks = new Set(
      Array.from({ length: 12 }, (_, palette) =>
        renderTileArt({ ...base, art: { motif: 'planet', palette } }),
      ),
    );
    expect(looks.size).toBe(12);
    expect(renderTileArt({ ...base, art: { motif: 'planet', palette: 3 } })).toContain(
      'matrix(-1 0 0 1 400 0)',
    );
    expect(renderTileArt({ ...base, art: { motif: 'planet', palette: 6 } })).toContain('x1="1" x2="0"');
  });

  it('never mirrors motifs that carry text', () => {
    for (let palette = 0; palette < 12; palette++) {
      expect(renderTileArt({ ...base, engine: 'keno', art: { motif: 'keno', palette } })).not.toContain(
        'matrix(-1',
      );
    }
  });

  it('marks live tables with a LIVE badge, and only them', () => {
    expect(renderTileArt({ ...base, engine: 'live-table', art: { motif: 'wheel', palette: 0 } })).toContain(
      '>LIVE<',
    );
    expect(renderTileArt(base)).not.toContain('>LIVE<');
  });

  it('uses system fonts with a sans-serif fallback', () => {
    expect(renderTileArt(base)).toMatch(/font-family="system-ui,[^"]*sans-serif"/);
  });
});

describe('tileArtPath', () => {
  it('is versioned so year-long caches never hold stale art', () => {
    expect(tileArtPath('nebula-forge/nova-drift')).toBe(
      `/games/art/nebula-forge/nova-drift.svg?v=${ART_VERSION}`,
    );
  });
});

describe('the well-formedness check used above', () => {
  it('rejects broken markup', () => {
    expect(xmlProblem('<svg><g></svg>')).not.toBeNull();
    expect(xmlProblem('<svg><text>a & b</text></svg>')).not.toBeNull();
    expect(xmlProblem('<svg><text>a < b</text></svg>')).not.toBeNull();
    expect(xmlProblem('<svg a="1" a="2"/>')).not.toBeNull();
    expect(xmlProblem('<svg a=1/>')).not.toBeNull();
    expect(xmlProblem('<svg><text x="&nbsp;">a</text></svg>')).not.toBeNull();
    expect(xmlProblem('<svg><text x="1">a &amp; b</text></svg>')).toBeNull();
  });
});
