import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Waits before the second, third and fourth attempt of a failing task: together (about 10 s) they
 * outlast a database restart or a burst of statement deadlines (DATABASE_DEADLINES).
 */
export const RETRY_DELAYS_MS = [500, 2_000, 8_000] as const;

/**
 * Work a request starts but does not wait for (the reset mail of forgot-password, queued after the
 * answer has gone so that its cost does not show in the answer's time). Every task is tracked:
 * a failing one is retried, then logged, and the app waits for all of them before it closes, so
 * a graceful stop loses none.
 */
export interface Background {
  /** Starts `task` now; `name` tells the log which work failed. */
  run: (name: string, task: () => Promise<void>) => void;
  /** Resolves once every task started so far (and any they started) has finished or given up. */
  idle: () => Promise<void>;
}

export function createBackground(log: FastifyBaseLogger, retryDelaysMs: readonly number[] = RETRY_DELAYS_MS): Background {
  const running = new Set<Promise<void>>();

  async function attempt(name: string, task: () => Promise<void>): Promise<void> {
    for (let failures = 0; ; failures++) {
      try {
        await task();
        return;
      } catch (error) {
        const delay = retryDelaysMs[failures];
        if (delay === undefined) {
          log.error({ err: error, task: name, attempts: failures + 1 }, 'background task failed');
          return;
        }
        log.warn({ err: error, task: name, attempts: failures + 1 }, 'background task failed, retrying');
        await sleep(delay);
      }
    }
  }

  return {
    run(name, task) {
      const done: Promise<void> = attempt(name, task).finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
