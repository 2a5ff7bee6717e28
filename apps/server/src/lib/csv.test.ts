import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('defuses text a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-250)).toBe('-250');
  });

  it('writes empty cells for null and undefined, and ends a line with CRLF', () => {
    expect(csvLine([1, null, undefined, true, 'x'])).toBe('1,,,true,x\r\n');
  });
});
