import { describe, expect, it } from 'vitest';
import { batchedReads } from '../../src/lib/batched-reads';

interface Row {
  id: string;
  n: number;
}

/** A read of rows by id that notes what each call asked for; ids starting with "gone" do not exist. */
function recordingRead() {
  const asked: string[][] = [];
  let failing = false;
  const read = async (ids: string[]): Promise<Row[]> => {
    asked.push(ids);
    if (failing) throw new Error('database gone');
    return ids.filter((id) => !id.startsWith('gone')).map((id) => ({ id, n: Number(id.slice(1)) }));
  };
  return { asked, read, fail: (value: boolean) => (failing = value) };
}

describe('batchedReads', () => {
  it('reads the keys asked for in one turn once, together, and answers each caller with its own values in its order', async () => {
    const { asked, read } = recordingRead();
    const rowsOf = batchedReads(read, (row) => row.id);
    const answers = await Promise.all([rowsOf(['a3', 'a1']), rowsOf(['a1', 'gone1', 'a2']), rowsOf(['a3'])]);
    expect(asked).toEqual([['a3', 'a1', 'gone1', 'a2']]);
    expect(answers).toEqual([
      [
        { id: 'a3', n: 3 },
        { id: 'a1', n: 1 },
      ],
      [
        { id: 'a1', n: 1 },
        { id: 'a2', n: 2 },
      ],
      [{ id: 'a3', n: 3 }],
    ]);
  });

  it('starts a new read for keys asked for once a read has begun, and none for no keys', async () => {
    const { asked, read } = recordingRead();
    const rowsOf = batchedReads(read, (row) => row.id);
    const first = rowsOf(['a1']);
    await new Promise((resolve) => setImmediate(resolve));
    const second = rowsOf(['a2']);
    expect(await Promise.all([first, second, rowsOf([])])).toEqual([[{ id: 'a1', n: 1 }], [{ id: 'a2', n: 2 }], []]);
    expect(asked).toEqual([['a1'], ['a2']]);
  });

  it('fails every caller of a read that fails, and reads again for the next', async () => {
    const { asked, read, fail } = recordingRead();
    const rowsOf = batchedReads(read, (row) => row.id);
    fail(true);
    const failed = await Promise.allSettled([rowsOf(['a1']), rowsOf(['a2'])]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail(false);
    expect(await rowsOf(['a1'])).toEqual([{ id: 'a1', n: 1 }]);
    expect(asked).toEqual([['a1', 'a2'], ['a1']]);
  });
});
