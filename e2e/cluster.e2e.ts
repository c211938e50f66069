import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  defaultClusterDatabaseUrl,
  findNginx,
  startCluster,
  type Cluster,
} from '@moyue/tools/cluster';
import { errorsOf, launchChromium, newPage } from './support/browser.ts';
import { trackRequests } from './support/network-quiet.ts';
import { builtWebDist } from './support/seeded-data.ts';
import { signedCall } from './support/signed-call.ts';
import { signInWithPassword } from './support/sign-in.ts';

// Issue 21: the site through nginx in front of two API processes on PostgreSQL and Redis;
// one process is killed (kill -9) mid-session and the reader does not notice, then it is
// started again and serves the same session while the other is down.

const nginx = await findNginx();
const services = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
if (!nginx)
  console.warn('cluster.e2e.ts skipped: nginx is not installed (apt-get install -y nginx)');
else if (!services) console.warn('cluster.e2e.ts skipped: it needs DATABASE_URL and REDIS_URL');

describe.skipIf(!nginx || !services)('the cluster behind nginx', () => {
  let cluster: Cluster;
  let browser: Browser;
  let page: Page;
  let requests: ReturnType<typeof trackRequests>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-e2e-cluster-'));
    cluster = await startCluster({
      apiProcesses: 2,
      databaseUrl: defaultClusterDatabaseUrl('moyue_e2e_cluster'),
      freshDatabase: true,
      redisKeyPrefix: `e2e-cluster-${randomBytes(3).toString('hex')}:`,
      dataDir,
      webDist: builtWebDist(),
      env: { LOG_LEVEL: 'warn', RANKING_REFRESH_SECONDS: '0' },
      log: (line) => {
        if (/"level":(50|60)|exited|Error/.test(line)) console.error(line);
      },
    });
    browser = await launchChromium();
    page = await newPage(browser);
    requests = trackRequests(page);
  });
  afterAll(async () => {
    await browser?.close();
    await cluster?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** A signed call that must succeed; answers its Data. */
  const call = async <T>(method: 'GET' | 'POST', route: string, params = {}) => {
    const answer = await signedCall<T>(page, method, route, params);
    expect(answer, `${route}: ${answer.Description}`).toMatchObject({ Success: true });
    return answer.Data;
  };
  const shelf = async () =>
    (
      await call<{ ItemList: { ObjectId: number }[] }>('GET', '/v1/api/bookshelf/list', {
        ps: '50',
      })
    ).ItemList.map((item) => item.ObjectId);
  const browse = async (ids: number[]) => {
    for (const id of ids) {
      await page.goto(`${cluster.url}/wrap/details/book?id=${id}`);
      await expect
        .poll(() => page.getByTestId('detail-title').innerText({ timeout: 5_000 }), {
          timeout: 30_000,
        })
        .not.toBe('')
        .catch(async (error: Error) => {
          // What the reader saw instead, and the answers that failed on the way.
          const shown = (await page.locator('body').innerText()).slice(0, 400);
          throw new Error(
            `book ${id} showed no title: ${error.message}\npage: ${shown}\n` +
              `5xx: ${requests.failed.join(', ') || 'none'}`,
          );
        });
    }
  };

  it('keeps a signed-in reader browsing and writing while a process is killed and restarted', async () => {
    await signInWithPassword(page, cluster.url, '13800000001');
    const books = (
      await call<{ ItemList: { Id: number }[] }>('POST', '/Content/Search', { keyword: '诗' })
    ).ItemList.map((item) => item.Id);
    expect(books.length).toBeGreaterThan(2);
    const [first, second, third] = books as [number, number, number];
    await call('POST', '/v1/api/bookshelf/create', { ObjectId: String(first) });

    // kill -9 loses what is in flight there (a POST answers 502): kill between the page's calls.
    await requests.quiet();
    await cluster.api[0]!.process.kill();
    // Every page and call now meets the refused process first half the time: nginx moves on.
    await browse([first, second, first]);
    await call('POST', '/v1/api/bookshelf/create', { ObjectId: String(second) });
    for (let i = 0; i < 6; i += 1)
      expect(await shelf()).toEqual(expect.arrayContaining([first, second]));

    // Back again, and alone: the other goes down, the restarted one serves the same session.
    await cluster.restartApi(0);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await requests.quiet();
    await cluster.api[1]!.process.kill();
    await browse([third]);
    await call('POST', '/v1/api/bookshelf/create', { ObjectId: String(third) });
    expect(await shelf()).toEqual(expect.arrayContaining([first, second, third]));
    await page.goto(`${cluster.url}/wrap/center/bookShelf`);
    await expect.poll(() => page.getByTestId('greeting').innerText()).toBe('您好，李书言');
    await cluster.restartApi(1);
    expect(requests.failed).toEqual([]);
    expect(errorsOf(page)).toEqual([]);
  }, 180_000);
});
