/**
 * Answers computed from the catalogue, kept while its revision stays the same (docs/decisions/
 * 0017-catalogue-answers.md). The caller reads the revision from the database before each lookup,
 * so an answer is never older than the catalogue that caller could see: the database stays the only
 * source of truth (DESIGN §2), each process keeps its own copies, and a committed write from any
 * process or script retires them all.
 */
export class RevisionCache<T> {
  private revision = -1n;
  /** In order of use, least recent first. */
  private readonly answers = new Map<string, T>();

  constructor(private readonly capacity: number) {}

  /** The answer kept for this key at this revision. */
  get(revision: bigint, key: string): T | undefined {
    if (revision !== this.revision) return undefined;
    const answer = this.answers.get(key);
    if (answer !== undefined) {
      this.answers.delete(key);
      this.answers.set(key, answer);
    }
    return answer;
  }

  /**
   * Keeps an answer read after the revision was. It may already show a later write; it is then
   * retired with everything else once a reader sees that write's revision. An answer for a revision
   * older than one already seen may predate a write, and is dropped.
   */
  set(revision: bigint, key: string, answer: T): void {
    if (revision < this.revision) return;
    if (revision > this.revision) {
      this.answers.clear();
      this.revision = revision;
    }
    this.answers.delete(key);
    this.answers.set(key, answer);
    if (this.answers.size > this.capacity) {
      const [leastRecent] = this.answers.keys();
      if (leastRecent !== undefined) this.answers.delete(leastRecent);
    }
  }
}

/**
 * `read`, shared by concurrent callers without ever answering one of them with a read that began
 * before it called: while a read is in flight, the callers that arrive join the one that starts
 * when it ends. At most one read runs at a time, and each caller waits for at most two, so fifty
 * concurrent wine lists cost a couple of revision queries instead of fifty.
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const current = read().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      queued = undefined;
      return start();
    });
    return queued;
  };
}
