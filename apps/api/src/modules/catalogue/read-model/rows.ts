import { FILTER_ATTRIBUTES, SEARCHED_ATTRIBUTES } from '@wine/contract/wine-attributes';
import { getTableColumns } from 'drizzle-orm';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { catalogueItems } from '../../../db/schema';
import { IN_STOCK, vintageNumber, WINE_FLAGS, type IndexedWine } from './store';

const TABLE_COLUMNS = getTableColumns(catalogueItems);

/** Each declared attribute the model holds (filtered or searched by), once, with its column. */
const ATTRIBUTES = [...new Set([...FILTER_ATTRIBUTES, ...SEARCHED_ATTRIBUTES])].map((attribute) => {
  const column = TABLE_COLUMNS[attribute.key];
  const tags = attribute.value.kind === 'tags';
  // The decoder below reads an attribute's value as COPY sends a text, or a text array for a list.
  if (column.getSQLType() !== (tags ? 'text[]' : 'text')) throw new Error(`catalogue read model: ${attribute.key} is ${column.getSQLType()}, not text`);
  return { key: attribute.key, tags, vintage: attribute.value.kind === 'vintage', column: column.name };
});

/**
 * The columns a wine is read with, in the order the decoder takes them: the fixed ones, a boolean
 * per flag (WINE_FLAGS, then whether bottles are on hand), then the declared attributes.
 */
const COLUMN_LIST = [
  'id',
  'tenant_id',
  'title_lower',
  'name',
  'price_cents',
  '(rating_average * 10)::int',
  'rating_count',
  'created_at',
  ...WINE_FLAGS.map((flag) => TABLE_COLUMNS[flag].name),
  'stock > 0',
  ...ATTRIBUTES.map(({ column }) => column),
];
const COLUMNS = COLUMN_LIST.join(', ');

/** Active wines only: a wine the shop does not list is not in the model. */
const LISTED = `type = 'PRODUCT' AND is_active`;

/** COPY's binary format: its signature, then a flags word and the length of an extension to skip. */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const HEADER_BYTES = SIGNATURE.length + 8;
/** A timestamp is sent as microseconds since 2000-01-01; the model keeps them since 1970. */
const EPOCH_2000_MICROS = 946_684_800_000_000;
/** Values at most this long are decoded once while they repeat (a colour, a country, a producer)... */
const REPEATED_MAX_BYTES = 64;
/** ...with up to this many bytes of them kept, then forgotten: a catalogue of mostly distinct values costs no more. */
const REPEATED_KEPT_BYTES = 1 << 20;

/** Four bytes as a big-endian signed integer: Buffer.readInt32BE checks bounds the decoder has checked, at three times the cost. */
const int32 = (bytes: Buffer, at: number): number => (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
const int16 = (bytes: Buffer, at: number): number => ((bytes[at]! << 24) | (bytes[at + 1]! << 16)) >> 16;

/**
 * Short values decoded once each while they repeat. A million wines share a few colours, countries,
 * vintages and some thousands of producers: each is one string instead of a million, and the
 * model's dictionaries then hash each string once.
 */
class RepeatedTexts {
  /** By a hash of its bytes, the last value seen with that hash: where its bytes are in `kept`, and its text. */
  private readonly known = new Map<number, { from: number; length: number; text: string }>();
  private readonly kept = new Uint8Array(REPEATED_KEPT_BYTES);
  private used = 0;

  text(bytes: Buffer, start: number, end: number): string {
    const length = end - start;
    if (length > REPEATED_MAX_BYTES) return bytes.toString('utf8', start, end);
    let hash = length;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
    const seen = this.known.get(hash);
    if (seen !== undefined && seen.length === length) {
      let same = true;
      for (let i = 0; i < length && same; i++) same = this.kept[seen.from + i] === bytes[start + i];
      if (same) return seen.text;
    }
    const text = bytes.toString('utf8', start, end);
    if (this.used + length > REPEATED_KEPT_BYTES) {
      this.known.clear();
      this.used = 0;
    }
    this.kept.set(bytes.subarray(start, end), this.used);
    this.known.set(hash, { from: this.used, length, text });
    this.used += length;
    return text;
  }
}

/**
 * Listed wines from COPY's binary format, as its bytes arrive in chunks of any size. PostgreSQL
 * sends binary values without writing them out as text, and nothing is parsed twice: at a million
 * wines this costs PostgreSQL a third of what one JSON text per batch did (bench/README.md, session 30).
 */
export class WineRowDecoder {
  private pending: Buffer | undefined;
  private headerRead = false;
  private ended = false;
  private readonly repeated = new RepeatedTexts();
  /** Each tenant's id as one string: a million wines share a few, and rows of one tenant come together. */
  private readonly tenants = new Map<string, string>();
  private readonly lastTenant = { bytes: Buffer.alloc(16), id: '' };
  /** The row being decoded and where in it. */
  private bytes: Buffer = Buffer.alloc(0);
  private at = 0;

  /** The wines whose rows are complete once `chunk` is added; the rest waits for the next chunk. */
  push(chunk: Buffer): IndexedWine[] {
    const bytes = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    let at = 0;
    if (!this.headerRead) {
      if (bytes.length < HEADER_BYTES || bytes.length < HEADER_BYTES + int32(bytes, HEADER_BYTES - 4)) {
        this.pending = bytes;
        return [];
      }
      if (!bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error('catalogue read model: not a binary COPY');
      at = HEADER_BYTES + int32(bytes, HEADER_BYTES - 4);
      this.headerRead = true;
    }
    this.bytes = bytes;
    const wines: IndexedWine[] = [];
    while (!this.ended) {
      const end = rowEnd(bytes, at);
      if (end === -1) break;
      const fields = int16(bytes, at);
      if (fields === -1) this.ended = true;
      else if (fields !== COLUMN_LIST.length) throw new Error(`catalogue read model: a row of ${fields} columns, not ${COLUMN_LIST.length}`);
      else {
        this.at = at + 2;
        wines.push(this.wine());
      }
      at = end;
    }
    this.pending = at < bytes.length ? bytes.subarray(at) : undefined;
    return wines;
  }

  /** Checks that the rows ended where COPY says they end. */
  end(): void {
    if (!this.ended || this.pending) throw new Error('catalogue read model: the wines\' rows ended early');
  }

  /** The next field's value's first byte, or -1 when it is null; moves past it. */
  private field(): number {
    const length = int32(this.bytes, this.at);
    const start = this.at + 4;
    this.at = start + Math.max(length, 0);
    return length === -1 ? -1 : start;
  }

  private text(): string | null {
    const start = this.field();
    return start === -1 ? null : this.bytes.toString('utf8', start, this.at);
  }

  private repeatedText(): string | null {
    const start = this.field();
    return start === -1 ? null : this.repeated.text(this.bytes, start, this.at);
  }

  private tenantAt(at: number): string {
    const bytes = this.bytes;
    const last = this.lastTenant;
    if (last.id !== '' && int32(bytes, at) === int32(last.bytes, 0) && int32(bytes, at + 4) === int32(last.bytes, 4) && int32(bytes, at + 8) === int32(last.bytes, 8) && int32(bytes, at + 12) === int32(last.bytes, 12)) {
      return last.id;
    }
    const key = bytes.toString('latin1', at, at + 16);
    let id = this.tenants.get(key);
    if (id === undefined) this.tenants.set(key, (id = uuidAt(bytes, at)));
    bytes.copy(last.bytes, 0, at, at + 16);
    last.id = id;
    return id;
  }

  private int(): number {
    return int32(this.bytes, this.field());
  }

  private wine(): IndexedWine {
    const bytes = this.bytes;
    const id = uuidAt(bytes, this.field());
    const tenantId = this.tenantAt(this.field());
    const titleLower = this.text()!;
    const name = this.text()!;
    const priceCents = this.int();
    const ratingAt = this.field();
    const ratingTenths = ratingAt === -1 ? null : int32(bytes, ratingAt);
    const ratingCount = this.int();
    const createdAt = this.field();
    const createdAtMicros = int32(bytes, createdAt) * 2 ** 32 + (int32(bytes, createdAt + 4) >>> 0) + EPOCH_2000_MICROS;
    let flags = 0;
    for (let bit = 0; bit < WINE_FLAGS.length; bit++) flags |= bytes[this.field()]! << bit;
    if (bytes[this.field()] === 1) flags |= IN_STOCK;
    const wine: Record<string, unknown> = { id, tenantId, titleLower, name, priceCents, ratingTenths, ratingCount, createdAtMicros, flags };
    for (const { key, tags, vintage } of ATTRIBUTES) {
      if (tags) {
        const start = this.field();
        wine[key] = start === -1 ? [] : this.textArray(start);
      } else {
        const value = this.repeatedText();
        wine[key] = vintage ? vintageNumber(value) : value;
      }
    }
    return wine as IndexedWine;
  }

  /** A one-dimensional text array's elements (its binary form: dimensions, a null flag, the element type, each dimension's size and first index, the elements). */
  private textArray(at: number): string[] {
    const bytes = this.bytes;
    if (int32(bytes, at) === 0) return [];
    const count = int32(bytes, at + 12);
    let element = at + 20;
    const values: string[] = [];
    for (let i = 0; i < count; i++) {
      const length = int32(bytes, element);
      element += 4;
      if (length === -1) continue;
      values.push(this.repeated.text(bytes, element, element + length));
      element += length;
    }
    return values;
  }
}

/** Where the row at `at` ends, or -1 when its bytes have not all arrived (the trailer is a row of its own). */
function rowEnd(bytes: Buffer, at: number): number {
  if (at + 2 > bytes.length) return -1;
  const fields = int16(bytes, at);
  let end = at + 2;
  for (let f = 0; f < fields; f++) {
    if (end + 4 > bytes.length) return -1;
    end += 4 + Math.max(int32(bytes, end), 0);
  }
  return end > bytes.length ? -1 : end;
}

const HEX_DIGITS = Buffer.from('0123456789abcdef', 'latin1');
const uuidText = Buffer.alloc(36);

/**
 * A uuid's 16 bytes as PostgreSQL writes it: lowercase, 8-4-4-4-12. Written out in one buffer and
 * read as one string: a string joined from pieces is flattened again at its first read (WineIds
 * parses each id), which cost a million-wine build about half a second.
 */
function uuidAt(bytes: Buffer, at: number): string {
  let out = 0;
  for (let i = 0; i < 16; i++) {
    const byte = bytes[at + i]!;
    uuidText[out++] = HEX_DIGITS[byte >> 4]!;
    uuidText[out++] = HEX_DIGITS[byte & 15]!;
    // 8-4-4-4-12 digits: a dash after the 4th, 6th, 8th and 10th byte.
    if (i === 3 || i === 5 || i === 7 || i === 9) uuidText[out++] = 0x2d;
  }
  return uuidText.toString('latin1');
}

/** The statement that sends the listed wines `where` picks (none: all) in COPY's binary format. */
export const listedWinesCopy = (where = '') => `COPY (SELECT ${COLUMNS} FROM catalogue_items WHERE ${LISTED}${where}) TO STDOUT (FORMAT binary)`;

/** The listed wines `where` picks, as their rows' bytes arrive. */
async function* copyWines(client: pg.ClientBase, where: string): AsyncGenerator<IndexedWine[]> {
  const decoder = new WineRowDecoder();
  const rows = client.query(copyTo(listedWinesCopy(where)));
  try {
    for await (const chunk of rows) {
      const wines = decoder.push(chunk as Buffer);
      if (wines.length > 0) yield wines;
    }
    decoder.end();
  } finally {
    // pg's query_timeout (a pool's reply deadline) wraps the query's callback to clear its timer, and
    // a COPY TO stream never calls it: the timer would fire after the copy ended, and the stream's
    // late 'error' would have no listener.
    (rows as { callback?: () => void }).callback?.();
  }
}

/** The planner's estimate of the catalogue's rows (every type and state; 0 before its first ANALYZE): room to reserve. */
export async function catalogueRowsEstimate(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ rows: number }>("SELECT greatest(reltuples, 0)::int AS rows FROM pg_class WHERE oid = 'catalogue_items'::regclass");
  return rows[0]?.rows ?? 0;
}

/** Every listed wine, in the snapshot of the caller's open transaction, a few hundred at a time as they arrive. */
export const allListedWines = (client: pg.ClientBase): AsyncGenerator<IndexedWine[]> => copyWines(client, '');

/**
 * Of these ids (the change log's), the wines listed now; the others are to be taken out. COPY takes
 * no parameters: the ids are written in as one quoted array.
 */
export async function listedWines(pool: pg.Pool, ids: string[]): Promise<IndexedWine[]> {
  const client = await pool.connect();
  const wines: IndexedWine[] = [];
  try {
    for await (const batch of copyWines(client, ` AND id = ANY(${client.escapeLiteral(`{${ids.join(',')}}`)}::uuid[])`)) wines.push(...batch);
  } catch (error) {
    // A copy broken off leaves its connection mid-statement: the pool drops it.
    client.release(error as Error);
    throw error;
  }
  client.release();
  return wines;
}
