import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createBackground } from '../../src/lib/background';

/** A logger whose lines the test reads. */
function recordingLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { log, lines };
}

/** A promise the test resolves when it chooses. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * Resolves once every callback already due has run (promise chains included), without waiting any
 * time: a task or an idle() that does not wait for its gate has finished by then.
 */
const everythingElseRan = () => new Promise((resolve) => setImmediate(resolve));

describe('background work', () => {
  it('runs a task without holding its caller, and idle() waits for it', async () => {
    const { log } = recordingLog();
    const background = createBackground(log, []);
    const steps: string[] = [];
    const task = gate();

    background.run('gated', async () => {
      await task.opened;
      steps.push('task');
    });
    steps.push('caller');
    let idle = false;
    const settled = background.idle().then(() => (idle = true));
    await everythingElseRan();
    expect({ steps, idle }).toEqual({ steps: ['caller'], idle: false });

    task.open();
    await settled;
    expect(steps).toEqual(['caller', 'task']);
  });

  it('retries a failing task after each delay, and logs it only as a warning while a retry remains', async () => {
    const { log, lines } = recordingLog();
    const background = createBackground(log, [5, 5]);
    let calls = 0;
    background.run('flaky', async () => {
      calls += 1;
      if (calls < 3) throw new Error(`database busy ${calls}`);
    });
    await background.idle();
    expect(calls).toBe(3);
    expect(lines.map((line) => [line.msg, line.task, line.attempts])).toEqual([
      ['background task failed, retrying', 'flaky', 1],
      ['background task failed, retrying', 'flaky', 2],
    ]);
  });

  it('gives up after the last retry with an error in the log, and keeps running other work', async () => {
    const { log, lines } = recordingLog();
    const background = createBackground(log, [5]);
    let done = false;
    background.run('hopeless', async () => {
      throw new Error('database down');
    });
    background.run('fine', async () => {
      done = true;
    });
    await background.idle();
    expect(done).toBe(true);
    expect(lines.at(-1)).toMatchObject({ level: 50, msg: 'background task failed', task: 'hopeless', attempts: 2, err: { message: 'database down' } });
  });

  it('waits in idle() for tasks started while it waits', async () => {
    const { log } = recordingLog();
    const background = createBackground(log, []);
    const [first, second] = [gate(), gate()];
    let secondDone = false;
    background.run('first', async () => {
      await first.opened;
      background.run('second', async () => {
        await second.opened;
        secondDone = true;
      });
    });
    let idle = false;
    const settled = background.idle().then(() => (idle = true));
    first.open();
    await everythingElseRan();
    expect({ secondDone, idle }).toEqual({ secondDone: false, idle: false });

    second.open();
    await settled;
    expect(secondDone).toBe(true);
  });
});
