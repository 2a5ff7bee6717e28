import { describe, expect, it } from 'vitest';
import { escapeXml, fitTitle, textWidth } from './text.ts';

const box = { maxWidth: 352, max: 40, min: 20, twoLineMax: 32 };

describe('escapeXml', () => {
  it('escapes markup characters and keeps accents', () => {
    expect(escapeXml(`Rum & <Plunder> "Señorita's"`)).toBe(
      'Rum &amp; &lt;Plunder&gt; &quot;Señorita&#39;s&quot;',
    );
  });

  it('drops control characters XML cannot carry', () => {
    expect(escapeXml('A\u0000B\u0007C\tD')).toBe('ABC\tD');
  });
});

describe('fitTitle', () => {
  it('keeps a short title on one line at the largest size', () => {
    expect(fitTitle('Nova Drift', box)).toEqual({ lines: ['Nova Drift'], fontSize: 40 });
  });

  it('shrinks a medium title on one line before wrapping it', () => {
    const fitted = fitTitle('Savanna Stampede', box);
    expect(fitted.lines).toEqual(['Savanna Stampede']);
    expect(fitted.fontSize).toBeLessThan(40);
    expect(fitted.fontSize).toBeGreaterThanOrEqual(28);
  });

  it('wraps a long title onto two lines that each fit', () => {
    const fitted = fitTitle('Harbour Lights Roulette Live Deluxe', box);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.fontSize).toBeLessThanOrEqual(32);
    for (const line of fitted.lines) expect(textWidth(line, fitted.fontSize)).toBeLessThanOrEqual(352);
    expect(fitted.lines.join(' ')).toBe('Harbour Lights Roulette Live Deluxe');
  });

  it('cuts what cannot fit at the smallest size with an ellipsis', () => {
    const fitted = fitTitle('Supercalifragilisticexpialidocious Wonderwheel '.repeat(4), box);
    expect(fitted.fontSize).toBe(20);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]!.endsWith('…')).toBe(true);
    for (const line of fitted.lines) expect(textWidth(line, 20)).toBeLessThanOrEqual(352);
  });

  it('returns no lines for an empty title', () => {
    expect(fitTitle('   ', box).lines).toEqual([]);
  });

  it('estimates capitals and wide letters wider than narrow ones', () => {
    expect(textWidth('MMMM', 10)).toBeGreaterThan(textWidth('mmmm', 10) - 0.01);
    expect(textWidth('WWWW', 10)).toBeGreaterThan(textWidth('iiii', 10) * 2);
  });
});
