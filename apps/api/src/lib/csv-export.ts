import { Readable } from 'node:stream';
import { csvLine, type CsvCell } from '@wine/contract/csv';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** A CSV download: its rows arrive in batches, read from the database while the file is sent. */
export interface CsvExport {
  fileName: string;
  header: readonly string[];
  batches: AsyncIterable<CsvCell[][]>;
}

/** The 200 answer of an export route, as the OpenAPI document states it. */
export const csvFile = { description: 'A CSV file, sent as it is read', content: { 'text/csv': { schema: z.string() } } };

/** "orders-2026-11-25.csv": what the file holds and the store's calendar date it was made on. */
export function datedFileName(what: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date());
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${what}-${part('year')}-${part('month')}-${part('day')}.csv`;
}

const rowsText = (rows: CsvCell[][]) => rows.map(csvLine).join('');

/**
 * Sends an export as it is read: one chunk per batch, so a year of orders is never held in memory,
 * and a client that goes away stops the reading. The file starts with a byte order mark, without
 * which Excel reads UTF-8 names ("Rosé") as Latin-1.
 */
export async function sendCsv(reply: FastifyReply, csv: CsvExport): Promise<FastifyReply> {
  const batches = csv.batches[Symbol.asyncIterator]();
  // Read before anything is sent: a query failing now still gets its error answer in the envelope.
  // Later, the status has left; a failure cuts the download short, which the browser reports.
  const first = await batches.next();
  async function* chunks() {
    try {
      yield `\uFEFF${csvLine(csv.header)}`;
      for (let step = first; !step.done; step = await batches.next()) yield rowsText(step.value);
    } finally {
      await batches.return?.();
    }
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .send(Readable.from(chunks(), { objectMode: false }));
}
