import net from 'node:net';

/**
 * How a cut proxy behaves: 'refuse' drops the open connections and stops
 * listening (ECONNREFUSED, a server that is down); 'blackhole' drops them and
 * accepts new ones that are never answered (a partition: the client must time
 * out by itself); 'freeze' keeps the open connections open but carries
 * nothing more on them, and swallows new ones too (a peer gone silent, as
 * after a failover or a NAT's idle cut: no FIN, no RST).
 */
export type CutMode = 'refuse' | 'blackhole' | 'freeze';

export interface TcpProxy {
  readonly port: number;
  /** Cuts the open connections and treats new ones as mode says. */
  cut(mode?: CutMode): Promise<void>;
  /** Forwards again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 in front of target, for tests that take a service away and give it back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  let mode: 'forward' | CutMode = 'forward';
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode !== 'forward') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.on('close', () => {
      pairs.delete(pair);
      upstream.destroy();
    });
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
      } else if (cutMode === 'freeze') {
        for (const [client, upstream] of pairs) {
          client.unpipe(upstream);
          upstream.unpipe(client);
          client.pause();
          upstream.pause();
        }
      } else {
        dropAll();
      }
    },
    async restore() {
      mode = 'forward';
      dropAll(); // connections swallowed or frozen while cut
      if (!server.listening) await listen(port);
    },
    async close() {
      const stopped = stopListening();
      dropAll();
      await stopped;
    },
  };
}
