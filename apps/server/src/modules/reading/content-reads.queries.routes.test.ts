import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { Access, type TocListData } from '@moyue/contracts/api/reading';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import {
  insertBook,
  insertInstitution,
  insertReader,
  readerCall,
  type FixtureBook,
} from './reading.fixtures.ts';

// Issue 16: what a detail or TOC call asks the database once the public parts
// of the item (its row, rights, editions, media seconds, unit characters, TOC,
// files, IsInxiaoyou, the organisations' networks and holdings) are in the
// read cache. Only the reader's own parts remain: the session, orders,
// recommendation and the holdings of the institution the signed-in reader is
// bound to — and the answers stay the reader's.

const DETAIL = '/Content/Detail';
const TOC = '/v1/api/tableofcontent/list';
const INSTITUTION_IP = '198.18.21.7';

/** The table each statement reads first (a statement's FROM), sorted: what a call asked for. */
const tablesOf = (statements: string[]) =>
  statements.map((sql) => /\bfrom\s+"?([a-z_]+)"?/i.exec(sql)?.[1] ?? sql).sort();

describe.each(TEST_DATABASES)('the queries of a warm detail and TOC call (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  let book: FixtureBook;
  let reader: { userId: number; token: string };
  const statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      onQuery: (sql) => {
        if (counting) statements.push(sql);
      },
    });
    device = await bindDevice(t.app);
    book = await insertBook(t, {
      title: '计数之书',
      allowReadPercentage: 50,
      nodes: [
        { title: '第一章', page: 1, passages: [{ page: 1, body: '第一章的正文。' }] },
        { title: '第二章', page: 2, passages: [{ page: 2, body: '第二章的正文。' }] },
      ],
    });
    await t.database.query(
      `INSERT INTO content_files (content_id, external_id, media_type, storage_name, byte_size, unit_count, sealed_key, source_sha256)
       VALUES ($1, $2, 'epub', $3, 1, 2, '\\x00', 'x')`,
      [book.id, `bf-count-${book.id}`, `c${book.id}`.padStart(32, '0')],
    );
    await insertInstitution(t, { ipRange: '198.18.21.0/24', holds: [book.id] });
    reader = await insertReader(t, '13900000716');
    await t.database.query(`INSERT INTO orders (user_id, content_id) VALUES ($1, $2)`, [
      reader.userId,
      book.id,
    ]);
  });
  afterAll(() => t.close());

  /** The call twice: the first fills the caches, the second is counted. */
  async function warm<T>(
    path: string,
    params: Record<string, string>,
    as: { token?: string; ip?: string },
  ) {
    await readerCall<T>(t, device, 'GET', path, params, as);
    statements.length = 0;
    counting = true;
    try {
      const { answer } = await readerCall<T>(t, device, 'GET', path, params, as);
      return { answer, tables: tablesOf(statements) };
    } finally {
      counting = false;
    }
  }

  const detail = (as: { token?: string; ip?: string }) =>
    warm<ContentDetail>(DETAIL, { id: String(book.id) }, as);
  const toc = (as: { token?: string; ip?: string }) =>
    warm<TocListData>(TOC, { objectId: String(book.id) }, as);

  it('asks nothing for an anonymous reader outside every institution (was 6 queries)', async () => {
    const { answer, tables } = await detail({});
    expect(tables).toEqual([]);
    expect(answer.Data).toMatchObject({
      FileExternalId: `bf-count-${book.id}`,
      ExtendData: { IsOrdered: false, IsFree: false, TotalSeconds: 0 },
    });
  });

  it('asks nothing for an anonymous reader on an institution network (was 7, then 1)', async () => {
    const { answer, tables } = await detail({ ip: INSTITUTION_IP });
    expect(tables).toEqual([]);
    expect(answer.Data.ExtendData).toMatchObject({ IsOrdered: false, IsFree: true });
  });

  it('asks the session, orders, holdings and recommendation of a signed-in reader (was 10)', async () => {
    const { answer, tables } = await detail({ token: reader.token });
    expect(tables).toEqual(['access_tokens', 'orders', 'organization_holdings', 'recommendations']);
    expect(answer.Data.ExtendData).toMatchObject({ IsOrdered: true, IsFree: false });
  });

  it('asks nothing for the TOC of an anonymous reader outside (was 4), and locks past the trial', async () => {
    const { answer, tables } = await toc({});
    expect(tables).toEqual([]);
    expect(answer.Data).toMatchObject({ Access: Access.Trial, IsTrial: true, UnitCount: 2 });
    expect(answer.Data.ItemList.map((node) => node.IsLock)).toEqual([false, true]);
  });

  it('asks nothing for the TOC at an institution (was 5, then 1), and opens it whole', async () => {
    const { answer, tables } = await toc({ ip: INSTITUTION_IP });
    expect(tables).toEqual([]);
    expect(answer.Data).toMatchObject({ Access: Access.Institution, IsTrial: false });
    expect(answer.Data.ItemList.map((node) => node.IsLock)).toEqual([false, false]);
  });

  it('asks the session, orders and holdings for the TOC of a signed-in reader (was 7)', async () => {
    const { answer, tables } = await toc({ token: reader.token });
    expect(tables).toEqual(['access_tokens', 'orders', 'organization_holdings']);
    expect(answer.Data).toMatchObject({ Access: Access.Ordered, IsTrial: false });
  });
});
