import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Reads by key asked for in the same turn of the event loop, made as one read of all their keys
 * (each key once), each caller answered with the values of its own keys. Under many connections an
 * instance works out several pages in one turn: their cards then cost PostgreSQL one statement and
 * the instance one write to its socket, which wakes the database's process, instead of one each.
 * A read never starts before its caller asked, so an answer is as fresh as one read alone.
 */
export function batchedReads<V>(read: (keys: string[]) => Promise<V[]>, keyOf: (value: V) => string): (keys: string[]) => Promise<V[]> {
  let waiting: { keys: Set<string>; found: Promise<Map<string, V>> } | undefined;
  return async (keys) => {
    if (keys.length === 0) return [];
    if (!waiting) {
      const batch = new Set<string>();
      const found = nextTurn().then(async () => {
        waiting = undefined;
        return new Map((await read([...batch])).map((value) => [keyOf(value), value]));
      });
      waiting = { keys: batch, found };
    }
    for (const key of keys) waiting.keys.add(key);
    const found = await waiting.found;
    return keys.flatMap((key) => {
      const value = found.get(key);
      return value === undefined ? [] : [value];
    });
  };
}
