import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { WordIndexParts } from './word-index';

/** Wines whose words go to the worker in one message. */
const WINES_PER_MESSAGE = 2_000;
/** Parts a wine's texts in a message: PostgreSQL's text never holds one. */
export const TEXT_SEPARATOR = '\0';

const WORKER_MODULE = new URL('./word-index-worker.ts', import.meta.url).href;
/** tsx's loader API, found from here rather than from wherever the process was started. */
const TSX_API = import.meta.resolve('tsx/esm/api');

/** What the build sends its worker: each batch's slots and texts, then the call to settle. Its room to start with is its workerData. */
export type WordIndexMessage = { slots: Uint32Array; texts: string } | { settle: { slots: number; live: number } };

/**
 * The word index of a build, made in a worker thread on another core while the build puts the wines
 * in (decision 0046, session 30): folding and looking up a million wines' words, then their
 * postings, cost the build's thread about 4 s at a million wines. `set` takes the place of
 * `WordIndex.set` during the build; `finish` answers the index's parts for `WordIndex.adopt`.
 */
export class WordIndexBuild {
  private readonly worker: Worker;
  private readonly failed: Promise<never>;
  private slots: number[] = [];
  private texts: string[] = [];

  constructor(capacity: number) {
    // The worker runs TypeScript as the instance does, through tsx (package.json: node --import tsx),
    // whose loader a worker does not take over from the instance's --import: it loads its module itself.
    this.worker = new Worker(`import(${JSON.stringify(TSX_API)}).then(({ tsImport }) => tsImport(${JSON.stringify(WORKER_MODULE)}, ${JSON.stringify(import.meta.url)}))`, { eval: true, workerData: { capacity } });
    this.failed = new Promise((_, reject) => this.worker.once('error', reject));
    this.failed.catch(() => undefined);
  }

  /** A slot's words, as WordIndex.set takes them. */
  set(slot: number, title: string, fields: readonly (string | null)[]): void {
    this.slots.push(slot);
    this.texts.push(title);
    for (const field of fields) this.texts.push(field ?? '');
    if (this.slots.length >= WINES_PER_MESSAGE) this.sendWines();
  }

  /** The index of every slot set, settled for `slots` slots of which `live` hold wines. */
  async finish(slots: number, live: number): Promise<WordIndexParts> {
    this.sendWines();
    this.send({ settle: { slots, live } });
    const [parts] = (await Promise.race([once(this.worker, 'message'), this.failed])) as [WordIndexParts];
    await this.worker.terminate();
    return parts;
  }

  /** Stops the worker (a build that failed). */
  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private sendWines(): void {
    if (this.slots.length === 0) return;
    this.send({ slots: Uint32Array.from(this.slots), texts: this.texts.join(TEXT_SEPARATOR) });
    this.slots = [];
    this.texts = [];
  }

  private send(message: WordIndexMessage): void {
    this.worker.postMessage(message);
  }
}
