import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 21: SIGTERM drains — a rolling restart drops nothing in flight.

const fixture = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'graceful-shutdown.fixtures.ts',
);

async function startFixture(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    output += chunk.toString();
    if (output.includes('\n')) break;
  }
  return { child, base: `http://127.0.0.1:${output.trim()}` };
}

const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : once(child, 'exit').then(([code]) => code as number | null);

describe('SIGTERM drain', () => {
  it('finishes the request in flight, answers /healthz 503, refuses new connections, exits 0', async () => {
    const { child, base } = await startFixture({ SHUTDOWN_DELAY_SECONDS: '1' });
    const slow = fetch(`${base}/slow?ms=2500`);
    await sleep(300);
    child.kill('SIGTERM');
    await sleep(200);
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(503);
    expect(health.headers.get('connection')).toBe('close');
    await sleep(1200);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    expect(await exited(child)).toBe(0);
  }, 20_000);

  it('gives up after the timeout and exits 1 when a request does not finish', async () => {
    const { child, base } = await startFixture({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const slow = fetch(`${base}/slow?ms=10000`).catch(() => null);
    await sleep(300);
    const signalled = Date.now();
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(5000);
    expect(await slow).toBeNull();
  }, 20_000);
});
