// A tiny server for graceful-shutdown.test.ts: routes first, then the drain installed the way
// main.ts does it after buildApp(); prints its port, then waits for a signal.
import Fastify from 'fastify';
import { installGracefulShutdown } from './graceful-shutdown.ts';

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ Status: 'ok' }));
// Stands for the database pool app.close() ends: a request still running must not outlive it.
let poolOpen = true;
app.addHook('onClose', async () => {
  poolOpen = false;
});
app.get<{ Querystring: { ms?: string } }>('/slow', async (request) => {
  await new Promise((resolve) => setTimeout(resolve, Number(request.query.ms ?? 1000)));
  if (!poolOpen) throw new Error('Cannot use a pool after calling end on the pool');
  return { done: true };
});
installGracefulShutdown(app, {
  delaySeconds: Number(process.env.SHUTDOWN_DELAY_SECONDS ?? 0),
  timeoutSeconds: Number(process.env.SHUTDOWN_TIMEOUT_SECONDS ?? 20),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
