import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Seconds /healthz answers 503 before the listener closes (for balancers that poll it); 0: close at once. */
  delaySeconds: number;
  /** Seconds the in-flight requests get to finish; then the process exits 1 anyway. */
  timeoutSeconds: number;
  /** Called instead of process.exit (tests). */
  exit?: (code: number) => void;
}

/**
 * SIGTERM/SIGINT drain (issue 21, a rolling restart drops nothing): from the
 * signal on /healthz answers 503 and every answer carries `Connection: close`,
 * so neither a balancer nor a kept-alive connection sends more; then the
 * listener closes (a balancer's next connection is refused and goes to
 * another process before any byte is sent — safe even for a POST), the
 * requests in flight finish, and only then app.close() ends the pools. Call before
 * listen(): the hook has to be in place when the routes are built.
 */
export function installGracefulShutdown(app: FastifyInstance, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let draining = false;
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    inFlight += 1;
    // 'close' comes once the answer is sent or the client has gone, whichever is first.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    if (draining && (request.url === '/healthz' || request.url.startsWith('/healthz?')))
      await reply.code(503).header('Cache-Control', 'no-store').send({ Status: 'draining' });
  });
  // At answer time, so a request that came before the signal closes its connection too.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) void reply.header('Connection', 'close');
    return payload;
  });
  const drain = async (signal: string) => {
    if (draining) return;
    draining = true;
    app.log.info({ signal }, 'draining: finishing the requests in flight, then stopping');
    const timer = setTimeout(() => {
      app.log.error(`requests still in flight after ${options.timeoutSeconds} s; exiting`);
      exit(1);
    }, options.timeoutSeconds * 1000);
    timer.unref();
    if (options.delaySeconds > 0)
      await new Promise((resolve) => setTimeout(resolve, options.delaySeconds * 1000));
    try {
      // app.close() would end the pools under the requests still running: stop
      // accepting first, let those finish, and only then close everything.
      app.server.close();
      app.server.closeIdleConnections();
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 25));
      await app.close();
      clearTimeout(timer);
      app.log.info('stopped');
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void drain(signal));
}
