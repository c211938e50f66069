// The mixed reader workload of `npm run bench -- load` (issue 21): browse, search,
// detail, comment, shelf, history and licence as signed calls of signed-in readers,
// and the ledger of every write the site acknowledged, read back after the faults.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { signParams, signatureParams } from '@moyue/contracts/signing';
import { bindDevice, type Device } from '../signed-client.ts';
import type { Request } from './open-loop.ts';

/** Share of each kind of call (sums to 100): mostly reading, a fifth writes. */
export const MIX = {
  browse: 20,
  search: 15,
  detail: 30,
  licence: 10,
  history: 12,
  shelf: 8,
  comment: 5,
} as const;
export type Op = keyof typeof MIX;

const SEARCH_WORDS = [
  '论语',
  '孟子',
  '诗经',
  '道德经',
  '史记',
  '唐诗',
  '春秋',
  '礼记',
  '庄子',
  '红楼',
];
const REQUEST_TIMEOUT_MS = 10_000;
/** spec §5: ten comments per reader per ten minutes; readers take turns, so none comes near it. */
const READERS = 3000;
const DEVICES = 40;

interface Fixture {
  devices: Device[];
  tokens: string[];
  userIds: number[];
  contentIds: number[];
  licensable: number[];
  categoryIds: number[];
}

/** What the site said it stored; every entry must be found in PostgreSQL at the end. */
export interface WriteLedger {
  comments: Map<number, string>;
  shelf: Map<number, { userId: number; contentId: number }>;
  history: Map<string, number>;
}

export class Workload {
  readonly ledger: WriteLedger = { comments: new Map(), shelf: new Map(), history: new Map() };
  private sequence = 0;
  /** the next (reader, item) pair never written before: shelf and history writes never meet */
  private pairCursor = 0;
  private readonly runTag = randomBytes(3).toString('hex');
  private readonly schedule: Op[];

  private constructor(
    private readonly baseUrl: string,
    private readonly fixture: Fixture,
  ) {
    this.schedule = (Object.entries(MIX) as [Op, number][]).flatMap(([op, n]) =>
      Array.from({ length: n }, () => op),
    );
    // The same op order every run, spread out rather than in blocks.
    for (let i = this.schedule.length - 1; i > 0; i -= 1) {
      const j = (i * 7919) % (i + 1);
      [this.schedule[i], this.schedule[j]] = [this.schedule[j]!, this.schedule[i]!];
    }
  }

  /** Readers and their sessions (straight into the database), devices and items to ask for. */
  static async prepare(baseUrl: string, databaseUrl: string): Promise<Workload> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const tag = randomBytes(3).toString('hex');
      const users = await client.query<{ id: string }>(
        `INSERT INTO users (external_id, real_name)
         SELECT 'load-' || $1 || '-' || n, '压测读者' || n FROM generate_series(1, $2) AS n
         RETURNING id`,
        [tag, READERS],
      );
      const userIds = users.rows.map((row) => Number(row.id));
      const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
      await client.query(
        `INSERT INTO access_tokens (token_hash, user_id, expires_at)
         SELECT unnest($1::text[]), unnest($2::bigint[]), now() + interval '1 day'`,
        [tokens.map((t) => createHash('sha256').update(t).digest('hex')), userIds],
      );
      const ids = async (sql: string) =>
        (await client.query<{ id: string }>(sql)).rows.map((row) => Number(row.id));
      const contentIds = await ids('SELECT id FROM contents ORDER BY id');
      const categoryIds = await ids(
        'SELECT DISTINCT category_id AS id FROM content_categories ORDER BY 1 LIMIT 60',
      );
      const editions = await ids('SELECT DISTINCT content_id AS id FROM content_files ORDER BY 1');
      const devices: Device[] = [];
      for (let i = 0; i < DEVICES; i += 1) devices.push(await bindDevice(baseUrl));
      const workload = new Workload(baseUrl, {
        devices,
        tokens,
        userIds,
        contentIds,
        categoryIds,
        licensable: [],
      });
      // Only the editions a signed-in reader may open (free or trial) make the licence calls.
      for (const id of editions)
        if ((await workload.call('POST', '/Licence/Create', { contentId: String(id) }, 0)) === null)
          workload.fixture.licensable.push(id);
      if (!workload.fixture.licensable.length) throw new Error('no edition gives a licence');
      return workload;
    } finally {
      await client.end();
    }
  }

  /** The index-th request of a run. */
  next = (index: number): Request => {
    const op = this.schedule[index % this.schedule.length]!;
    const seq = (this.sequence += 1);
    const reader = seq % this.fixture.userIds.length;
    const pick = <T>(list: T[]) => list[(seq * 31) % list.length]!;
    switch (op) {
      case 'browse':
        return this.read(op, 'POST', '/Content/Search', reader, {
          keyword: '',
          CategoryIds: String(pick(this.fixture.categoryIds)),
          cp: String(1 + (seq % 3)),
        });
      case 'search':
        return this.read(op, 'POST', '/Content/Search', reader, { keyword: pick(SEARCH_WORDS) });
      case 'detail':
        return this.read(op, 'GET', '/Content/Detail', reader, {
          id: String(pick(this.fixture.contentIds)),
        });
      case 'licence':
        return this.read(op, 'POST', '/Licence/Create', reader, {
          contentId: String(pick(this.fixture.licensable)),
        });
      case 'comment': {
        const contentId = pick(this.fixture.contentIds);
        const text = `压测评论 ${this.runTag}-${seq}`;
        return this.write(
          op,
          '/v1/api/comment/create',
          reader,
          { objectId: String(contentId), contents: text, score: '5' },
          (data) => {
            this.ledger.comments.set((data as { Id: number }).Id, text);
          },
        );
      }
      case 'shelf': {
        const { userIndex, contentId } = this.freshPair();
        return this.write(
          op,
          '/v1/api/bookshelf/create',
          userIndex,
          { ObjectId: String(contentId) },
          (data) => {
            this.ledger.shelf.set((data as { Id: number }).Id, {
              userId: this.fixture.userIds[userIndex]!,
              contentId,
            });
          },
        );
      }
      case 'history': {
        const { userIndex, contentId } = this.freshPair();
        const process = Math.round((((seq % 997) + 1) / 1000) * 1000) / 1000;
        return this.write(
          op,
          '/v1/api/history/create',
          userIndex,
          { actionType: '1', objectId: String(contentId), process: String(process) },
          () => {
            this.ledger.history.set(`${this.fixture.userIds[userIndex]!}:${contentId}`, process);
          },
        );
      }
    }
  };

  private freshPair(): { userIndex: number; contentId: number } {
    const n = (this.pairCursor += 1);
    const users = this.fixture.userIds.length;
    return {
      userIndex: n % users,
      contentId: this.fixture.contentIds[Math.floor(n / users) % this.fixture.contentIds.length]!,
    };
  }

  private read(
    op: Op,
    method: 'GET' | 'POST',
    path: string,
    reader: number,
    params: Record<string, string>,
  ): Request {
    return { op, send: () => this.call(method, path, params, reader) };
  }

  private write(
    op: Op,
    path: string,
    reader: number,
    params: Record<string, string>,
    acknowledged: (data: unknown) => void,
  ): Request {
    return { op, send: () => this.call('POST', path, params, reader, acknowledged) };
  }

  /** One signed call as a reader; null when it succeeded, else why not. */
  async call(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string>,
    reader: number,
    onSuccess?: (data: unknown) => void,
  ): Promise<string | null> {
    const device = this.fixture.devices[reader % this.fixture.devices.length]!;
    const signed = await signParams(device.DeviceKey, method, path, {
      ...signatureParams({ deviceToken: device.DeviceToken, path, appVersion: 'load' }),
      ...params,
      AccessToken: this.fixture.tokens[reader]!,
    });
    const query = new URLSearchParams(signed).toString();
    const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const response =
      method === 'GET'
        ? await fetch(`${this.baseUrl}${path}?${query}`, { signal })
        : await fetch(`${this.baseUrl}${path}`, {
            method,
            body: query,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            signal,
          });
    const text = await response.text();
    if (!response.ok) return `http ${response.status}`;
    const body = JSON.parse(text) as { Success: boolean; Code: number; Data: unknown };
    if (!body.Success) return `Code ${body.Code}`;
    onSuccess?.(body.Data);
    return null;
  }
}

/** Reads every acknowledged write back from PostgreSQL; answers those not found, by kind. */
export async function lostWrites(
  databaseUrl: string,
  ledger: WriteLedger,
): Promise<{ checked: Record<string, number>; lost: Record<string, number> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const comments = await client.query<{ id: string; contents: string }>(
      'SELECT id, contents FROM comments WHERE id = ANY($1::bigint[])',
      [[...ledger.comments.keys()]],
    );
    const foundComments = new Map(comments.rows.map((r) => [Number(r.id), r.contents]));
    const lostComments = [...ledger.comments].filter(
      ([id, text]) => foundComments.get(id) !== text,
    );
    const shelf = await client.query<{ id: string; user_id: string; content_id: string }>(
      'SELECT id, user_id, content_id FROM bookshelf_items WHERE id = ANY($1::bigint[])',
      [[...ledger.shelf.keys()]],
    );
    const foundShelf = new Map(
      shelf.rows.map((r) => [Number(r.id), `${r.user_id}:${r.content_id}`]),
    );
    const lostShelf = [...ledger.shelf].filter(
      ([id, entry]) => foundShelf.get(id) !== `${entry.userId}:${entry.contentId}`,
    );
    const userIds = [...new Set([...ledger.history.keys()].map((key) => key.split(':')[0]))];
    const history = await client.query<{ user_id: string; object_id: string; process: number }>(
      `SELECT user_id, object_id, process FROM user_histories
       WHERE action_type = 1 AND user_id = ANY($1::bigint[])`,
      [userIds],
    );
    const foundHistory = new Map(
      history.rows.map((r) => [`${r.user_id}:${r.object_id}`, r.process]),
    );
    const lostHistory = [...ledger.history].filter(([key, process]) => {
      const stored = foundHistory.get(key);
      return stored === undefined || Math.abs(stored - process) > 1e-4;
    });
    return {
      checked: {
        comments: ledger.comments.size,
        shelf: ledger.shelf.size,
        history: ledger.history.size,
      },
      lost: { comments: lostComments.length, shelf: lostShelf.length, history: lostHistory.length },
    };
  } finally {
    await client.end();
  }
}
