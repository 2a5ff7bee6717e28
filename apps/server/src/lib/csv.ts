/**
 * CSV for the back office's exports: RFC 4180 quoting, and text starting with =, +, -, @ or a tab
 * defused with a leading apostrophe, so a spreadsheet never runs a cell as a formula.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ending in CRLF as RFC 4180 says. */
export const csvLine = (cells: ReadonlyArray<string | number | boolean | null | undefined>) =>
  `${cells.map(csvCell).join(',')}\r\n`;
