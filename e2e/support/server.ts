import { inject } from 'vitest';

/** A seeded server of the run (global-setup.ts). */
export interface E2eServer {
  baseUrl: string;
  /** The server's JSON log (info and up): tests read outbox SMS codes from it (sms.ts). */
  serverLog: string;
}

/**
 * The server of this test worker: files that run at the same time (VITEST_POOL_ID
 * 1…E2E_WORKERS) each have their own, so no file sees another's readers change.
 */
export function e2eServer(): E2eServer {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('the e2e global setup started no server');
  return server;
}
