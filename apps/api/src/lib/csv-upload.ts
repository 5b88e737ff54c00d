import { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, parse, type Info } from 'csv-parse';
import { badRequest } from './errors';

/**
 * An uploaded CSV read the way a shop that serves other people at the same time must read it
 * (issue 44): a little at a time, giving the event loop back between slices, refusing a file at
 * its first row that breaks a bound instead of after building a million records. Both CSV imports
 * (the retailer's stock file, the console's wine file) read their uploads through here.
 */

/** Bytes the parser reads between two turns of the event loop: well under a millisecond of work. */
const SLICE_BYTES = 16 * 1024;
/** The longest part of a cell an error message quotes. */
const SHOWN_CHARS = 40;

export interface CsvBounds {
  /** Cells in one row beyond which the file is refused (a line of a million commas). */
  maxCells: number;
  /** Characters of one row's cells together beyond which the file is refused (one huge cell). */
  maxRowChars: number;
  /** What a row holds, said in a refusal: "a row is code,count". */
  rowShape: string;
  /** The refusal of a file cut at the upload's size limit. */
  tooLarge: () => Error;
}

export interface CsvRow {
  /** The row as a spreadsheet numbers it: blank lines count, the first line is 1. */
  row: number;
  /** Cells with the spaces around them trimmed. */
  cells: string[];
}

/** A cell quoted in a message: never more than a few dozen characters of it. */
export const shownCell = (value: string) => (value.length > SHOWN_CHARS ? `"${value.slice(0, SHOWN_CHARS)}..."` : `"${value}"`);

class TooManyCells extends Error {}

/**
 * The upload fed in slices, a turn of the event loop apart. When reading stops early the rest of
 * the upload is drained, never destroyed: a destroyed multipart file stream stops the request's
 * body midway, and the connection then waits for a body nobody reads. It is drained only once the
 * iterator let go of it (a stream with a 'readable' listener ignores resume()).
 */
async function* slices(upload: Readable): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of upload.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer | string>) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      for (let start = 0; start < bytes.length; start += SLICE_BYTES) {
        await nextTurn();
        yield bytes.subarray(start, start + SLICE_BYTES);
      }
    }
  } finally {
    upload.resume();
  }
}

/** The parser's own message, without the cell it may quote whole (an unclosed quote swallowing the file). */
const clipped = (message: string) => {
  const text = message.replace(/^Invalid [^:]*: /, '').replace(/, value is .*$/s, '');
  return text.length > 200 ? `${text.slice(0, 200)}...` : text;
};

/**
 * The upload's rows, blank ones skipped (empty lines by the parser, without building a record;
 * lines of only commas or spaces here), each row bounded in cells and characters. Throws a 400
 * naming the first problem, or `tooLarge` when the upload was cut at its size limit. The caller
 * stops early by leaving its loop: the rest of the upload is then drained unread.
 */
export async function* csvRows(upload: Readable & { truncated?: boolean }, bounds: CsvBounds): AsyncGenerator<CsvRow> {
  const parser = parse({
    bom: true,
    trim: true,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
    max_record_size: bounds.maxRowChars,
    // Called for each cell as it ends: the only place a row's width can be refused before the row is whole.
    cast: (value, context) => {
      if (typeof context.column === 'number' && context.column >= bounds.maxCells) throw new TooManyCells();
      return value;
    },
  });
  // pipeline (unlike pipe) hands a source's failure to the parser, even one that happened before it
  // was attached (an upload cut short): the loop below then fails instead of waiting forever. The
  // error itself reaches the loop, so the callback has nothing left to do.
  pipeline(Readable.from(slices(upload)), parser, () => undefined);
  const lineOf = () => parser.info.records + parser.info.empty_lines + 1;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      if (record.every((cell) => cell === '')) continue;
      yield { row: info.records + info.empty_lines, cells: record };
    }
  } catch (error) {
    // A file cut at the size limit ends mid-row: the limit is the problem, not the CSV.
    if (upload.truncated) throw bounds.tooLarge();
    if (error instanceof TooManyCells) throw badRequest(`Row ${lineOf()} has more than ${bounds.maxCells} cells: ${bounds.rowShape}`);
    if (error instanceof CsvError) {
      if (error.code === 'CSV_MAX_RECORD_SIZE') throw badRequest(`Row ${lineOf()} is longer than ${bounds.maxRowChars.toLocaleString('en-US')} characters: ${bounds.rowShape}`);
      throw badRequest(`The file is not valid CSV (near row ${lineOf()}): ${clipped(error.message)}`);
    }
    // The multipart stream failed (the form was cut short): the upload is broken, not the server.
    if (upload.errored) throw badRequest('The upload could not be read: send the CSV file again as multipart/form-data in the field "file"');
    throw error;
  } finally {
    // Ends the slices too, which drain what is left of the upload.
    parser.destroy();
  }
  if (upload.truncated) throw bounds.tooLarge();
}
