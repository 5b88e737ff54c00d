/**
 * The live memory of a process started with `--inspect`: a full garbage collection through the
 * inspector, then its `process.memoryUsage()`.
 *
 * Why not the resident memory alone: V8 lets garbage pile up to hundreds of MB before a full
 * collection when a process allocates fast, and keeps the pages it freed. A soak of the demo shop
 * read 190-390 MB of V8 pages between collections while its live heap stayed at 70 MB, so the lowest
 * RSS of a window says when V8 last collected, not whether anything leaks. The live heap after a full
 * collection does.
 */
import WebSocket from 'ws';

export interface LiveMemory {
  /** The JS heap still reachable after a full collection. */
  heapUsedMb: number;
  /** The process's resident memory right after it. */
  rssMb: number;
}

interface Reply {
  id?: number;
  result?: { result?: { value?: string } };
  error?: { message: string };
}

const megabytes = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

/** Connects to the inspector on `port` of a shop that answers already; `read` collects and measures. */
export async function inspectLiveMemory(port: number): Promise<{ read: () => Promise<LiveMemory>; close: () => void }> {
  const socket = new WebSocket(await debuggerUrl(port));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let lastId = 0;
  const waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  socket.on('message', (data: WebSocket.RawData) => {
    const reply = JSON.parse(data.toString()) as Reply;
    const waiter = reply.id === undefined ? undefined : waiting.get(reply.id);
    if (!waiter) return;
    waiting.delete(reply.id!);
    if (reply.error) waiter.reject(new Error(reply.error.message));
    else waiter.resolve(reply);
  });
  socket.on('close', () => {
    for (const waiter of waiting.values()) waiter.reject(new Error('the inspector closed'));
    waiting.clear();
  });
  const call = (method: string, params: object = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  await call('HeapProfiler.enable');
  return {
    read: async () => {
      await call('HeapProfiler.collectGarbage');
      const reply = await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
      const usage = JSON.parse(reply.result?.result?.value ?? '{}') as { heapUsed?: number; rss?: number };
      if (usage.heapUsed === undefined || usage.rss === undefined) throw new Error('the inspector gave no memory usage');
      return { heapUsedMb: megabytes(usage.heapUsed), rssMb: megabytes(usage.rss) };
    },
    close: () => socket.close(),
  };
}

/** The inspector listens before the shop's first module runs, so by the time the shop answers it lists its one target. */
async function debuggerUrl(port: number): Promise<string> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl?: string }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`the inspector on port ${port} lists no target`);
  return url;
}
