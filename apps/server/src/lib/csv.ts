import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

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

type CsvValue = string | number | boolean | null | undefined;

/**
 * A paged list as CSV: the header line, then every row page after page (`pageOf(page, perPage)`,
 * in the list's stable order), so a long export never sits in memory at once.
 */
export async function* csvOfPages<T>(
  header: readonly string[],
  pageOf: (page: number, perPage: number) => Promise<readonly T[]>,
  cellsOf: (row: T) => readonly CsvValue[],
  perPage = 500,
): AsyncGenerator<string> {
  yield csvLine(header);
  for (let page = 1; ; page++) {
    const rows = await pageOf(page, perPage);
    for (const row of rows) yield csvLine(cellsOf(row));
    if (rows.length < perPage) return;
  }
}

/** Answers a CSV download (`fileName`) streamed from its lines. */
export const sendCsv = (reply: FastifyReply, fileName: string, lines: AsyncIterable<string>) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(Readable.from(lines));
