import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createBackground } from '../src/lib/background';

/** A logger whose lines the test reads. */
function recordingLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { log, lines };
}

describe('background work', () => {
  it('runs a task without holding its caller, and idle() waits for it', async () => {
    const { log } = recordingLog();
    const background = createBackground(log, []);
    const steps: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));

    background.run('gated', async () => {
      await gate;
      steps.push('task');
    });
    steps.push('caller');
    let idle = false;
    const settled = background.idle().then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect({ steps, idle }).toEqual({ steps: ['caller'], idle: false });

    release();
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
    let second = false;
    background.run('first', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      background.run('second', async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        second = true;
      });
    });
    await background.idle();
    expect(second).toBe(true);
  });
});
