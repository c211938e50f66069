import net from 'node:net';

/**
 * How a cut proxy behaves towards new connections: 'refuse' stops listening
 * (ECONNREFUSED, a server that is down), 'blackhole' accepts and never
 * answers (a partition: the client must time out by itself).
 */
export type CutMode = 'refuse' | 'blackhole';

export interface TcpProxy {
  readonly port: number;
  /** Drops every open connection and treats new ones as mode says. */
  cut(mode?: CutMode): Promise<void>;
  /** Forwards again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 in front of target, for tests that take a service away and give it back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: 'forward' | CutMode = 'forward';
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'blackhole') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async cut(cutMode = 'refuse') {
      mode = cutMode;
      if (cutMode === 'refuse') {
        const stopped = stopListening();
        dropAll();
        await stopped;
      } else {
        dropAll();
      }
    },
    async restore() {
      mode = 'forward';
      dropAll(); // connections swallowed while cut
      if (!server.listening) await listen(port);
    },
    async close() {
      const stopped = stopListening();
      dropAll();
      await stopped;
    },
  };
}
