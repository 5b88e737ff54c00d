import net from 'node:net';

/**
 * A TCP relay in front of a server (PostgreSQL, SMTP) that a test can take down in the two ways a
 * real outage looks from the client:
 * - `refuse()`: the server is gone (stopped, restarting): open connections are cut and new ones
 *   refused, as after `pg_ctl stop` or a crash;
 * - `freeze()`: the server hangs (SIGSTOP, a stuck host): connections stay open and new ones are
 *   accepted, but nothing comes back.
 * `restore()` brings it back: frozen traffic flows again, connections accepted meanwhile reach the
 * server, refused ones must reconnect (as with a real restart).
 */
type Pair = { client: net.Socket; upstream: net.Socket | undefined };

// pause() alone does not hold a piped stream: the pipe resumes it when the other side drains.
const flow = ({ client, upstream }: Pair) => upstream && client.pipe(upstream).pipe(client);
function hold({ client, upstream }: Pair) {
  client.unpipe();
  upstream?.unpipe();
  client.pause();
  upstream?.pause();
}

export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: 'forward' | 'frozen' | 'refused' = 'forward';
  const pairs = new Set<Pair>();
  const waiting = new Set<() => void>();

  function connectUpstream(pair: Pair) {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    flow(pair);
    const cut = () => {
      pair.client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    upstream.on('error', cut).on('close', cut);
    pair.client.on('error', cut).on('close', cut);
  }

  const server = net.createServer((client) => {
    const pair: Pair = { client, upstream: undefined };
    pairs.add(pair);
    client.on('error', () => client.destroy());
    if (mode === 'forward') return connectUpstream(pair);
    // Frozen: the connection is accepted (the kernel's backlog would) and served on restore.
    client.pause();
    const resume = () => {
      waiting.delete(resume);
      if (!client.destroyed) connectUpstream(pair);
    };
    waiting.add(resume);
    client.on('close', () => {
      waiting.delete(resume);
      pairs.delete(pair);
    });
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  let port = 0;
  await listen();
  port = (server.address() as net.AddressInfo).port;

  return {
    port,
    freeze() {
      mode = 'frozen';
      for (const pair of pairs) hold(pair);
    },
    async refuse() {
      mode = 'refused';
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream?.destroy();
      }
      pairs.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async restore() {
      if (mode === 'refused') await listen();
      mode = 'forward';
      for (const pair of pairs) flow(pair);
      for (const resume of [...waiting]) resume();
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream?.destroy();
      }
      pairs.clear();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
