import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_NOT_FOUND_MESSAGE } from '@moyue/contracts/api/catalog';
import { ReadingMessages, type OrderListData } from '@moyue/contracts/api/reading';
import { Code } from '@moyue/contracts/codes';
import { LoginMessages } from '@moyue/contracts/messages';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { runOrderAdmin } from './order-admin.ts';
import { insertBook, insertReader, readerCall, type FixtureBook } from './reading.fixtures.ts';

describe.each(TEST_DATABASES)('orders: the admin command and myResources (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  let first: FixtureBook;
  let second: FixtureBook;
  let reader: { userId: number; token: string };
  const phone = '13900000301';

  beforeAll(async () => {
    t = await createTestApp(kind);
    device = await bindDevice(t.app);
    first = await insertBook(t, { title: '订购之书甲', nodes: [{ title: '一', page: 1 }] });
    second = await insertBook(t, { title: '订购之书乙', nodes: [{ title: '一', page: 1 }] });
    reader = await insertReader(t, phone);
  });
  afterAll(() => t.close());

  const admin = (...argv: string[]) => runOrderAdmin(t.database.db, argv);
  const list = (token?: string) =>
    readerCall<OrderListData>(
      t,
      device,
      'GET',
      '/v1/api/order/list',
      { cp: '1', ps: '12' },
      { token },
    );

  it('grants orders by ExternalId or id and lists them newest first with their books', async () => {
    expect(await admin('grant-order', '--phone', phone, '--content', first.externalId)).toContain(
      '永不过期',
    );
    expect(
      await admin('grant-order', '--phone', phone, '--content', String(second.id), '--days', '30'),
    ).toContain('到期');
    // Granting again renews instead of doubling.
    await admin('grant-order', '--phone', phone, '--content', String(second.id), '--days', '30');
    const { answer } = await list(reader.token);
    expect(answer.Success).toBe(true);
    expect(answer.Data.RecordCount).toBe(2);
    expect(answer.Data.ItemList.map((item) => item.Content.Title)).toEqual([
      '订购之书乙',
      '订购之书甲',
    ]);
    expect(answer.Data.ItemList[0]?.ExpireTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(answer.Data.ItemList[1]?.ExpireTime).toBe('');
    expect(answer.Data.ItemList[1]?.Content).toMatchObject({ Id: first.id, ObjectType: 104 });
    // The order opens the book to this reader.
    const toc = await readerCall<{ Access: string }>(
      t,
      device,
      'GET',
      '/v1/api/tableofcontent/list',
      { objectId: String(first.id) },
      { token: reader.token },
    );
    expect(toc.answer.Data.Access).toBe('ordered');
  });

  it('revokes an order, and says so when there is none', async () => {
    expect(await admin('revoke-order', '--phone', phone, '--content', first.externalId)).toContain(
      '已撤销',
    );
    expect((await list(reader.token)).answer.Data.ItemList.map((item) => item.Content.Id)).toEqual([
      second.id,
    ]);
    await expect(
      admin('revoke-order', '--phone', phone, '--content', first.externalId),
    ).rejects.toThrow(ReadingMessages.OrderNotFound);
  });

  it('names what is wrong in a command', async () => {
    await expect(admin('grant-order', '--phone', '13999999999', '--content', '1')).rejects.toThrow(
      '没有手机号为 13999999999 的用户',
    );
    await expect(
      admin('grant-order', '--phone', phone, '--content', 'no-such-book'),
    ).rejects.toThrow(CONTENT_NOT_FOUND_MESSAGE);
    await expect(admin('grant-order', '--phone', phone)).rejects.toThrow(
      '缺少 --phone 或 --content',
    );
    await expect(
      admin('grant-order', '--phone', phone, '--content', '1', '--days', '0'),
    ).rejects.toThrow('--days');
    await expect(admin('give-order')).rejects.toThrow('未知命令');
  });

  it('asks for login (code 34) and lists only the caller’s orders', async () => {
    expect((await list()).answer).toEqual({
      Success: false,
      Data: null,
      Code: Code.TokenInvalid,
      Description: LoginMessages.Expired,
    });
    const other = await insertReader(t, '13900000302');
    expect((await list(other.token)).answer.Data).toEqual({ ItemList: [], RecordCount: 0 });
  });
});
