import { parseArgs } from 'node:util';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { ReadCache } from '../../platform/read-cache.ts';
import { findUserIdByPhone } from '../accounts/index.ts';
import { OrderRepository } from './order.repository.ts';
import { OrderService } from './order.service.ts';
import { ReadingRepository } from './reading.repository.ts';
import { ORDER_ADMIN_USAGE } from './order-admin-usage.ts';

/**
 * The order commands of `npm run admin` (issue 6): grant or revoke a reader's
 * order of a content item. Returns the line to print; throws with a message
 * naming what is wrong.
 */
export async function runOrderAdmin(
  db: Executor,
  argv: string[],
  now = new Date(),
): Promise<string> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      phone: { type: 'string' },
      content: { type: 'string' },
      days: { type: 'string' },
    },
    strict: true,
  });
  if (command !== 'grant-order' && command !== 'revoke-order')
    throw new Error(`未知命令 ${command ?? ''}\n${ORDER_ADMIN_USAGE}`);
  if (!values.phone || !values.content)
    throw new Error(`缺少 --phone 或 --content\n${ORDER_ADMIN_USAGE}`);
  const userId = await findUserIdByPhone(db, values.phone.trim());
  if (userId === null) throw new Error(`没有手机号为 ${values.phone} 的用户`);
  // Orders are decided per request, never cached: this command's own cache holds nothing anyone reads.
  const reading = new ReadingRepository(db, new ReadCache());
  const orders = new OrderService(new OrderRepository(db), reading, () => now);
  try {
    if (command === 'revoke-order') {
      await orders.revoke(userId, values.content);
      return `已撤销 ${values.phone} 对 ${values.content} 的订单`;
    }
    let expiresAt: Date | null = null;
    if (values.days !== undefined) {
      const days = Number(values.days);
      if (!Number.isInteger(days) || days < 1 || days > 36_500)
        throw new Error('--days 须为 1 到 36500 之间的整数');
      expiresAt = new Date(now.getTime() + days * 86_400_000);
    }
    const order = await orders.grant(userId, values.content, expiresAt);
    return `已授予 ${values.phone} 订单 #${order.id}（资源 ${order.contentId}${
      expiresAt ? `，${expiresAt.toISOString()} 到期` : '，永不过期'
    }）`;
  } catch (error) {
    if (error instanceof AppError) throw new Error(`${error.description}：${values.content}`);
    throw error;
  }
}
