import { slotVariants } from '@orbit/games/slots/index';
import { describe, expect, it } from 'vitest';
import { hasOwnArt, humanName, symbolArt } from './symbols.ts';

describe('slot symbol art', () => {
  const ids = [...new Set(slotVariants.flatMap((variant) => variant.symbols.map((symbol) => symbol.id)))];

  it('every symbol of every slot variant has art of its own', () => {
    expect(ids.length).toBeGreaterThan(30);
    expect(ids.filter((id) => !hasOwnArt(id))).toEqual([]);
  });

  it('draws pictures as SVG files and letters as text', () => {
    expect(symbolArt('cherry')).toEqual({ picture: expect.stringMatching(/1f352\.svg/) });
    expect(symbolArt('king')).toEqual({ text: 'K' });
  });

  it('draws an unknown symbol as its first letters', () => {
    expect(symbolArt('golden-idol')).toEqual({ text: 'GOL' });
    expect(humanName('golden-idol')).toBe('Golden idol');
  });
});
