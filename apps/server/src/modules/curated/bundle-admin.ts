import { parseArgs } from 'node:util';
import type { Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserIdByPhone } from '../accounts/index.ts';
import { grantBundle } from './bundle-grant.ts';
import { BUNDLE_ADMIN_USAGE } from './bundle-admin-usage.ts';

/**
 * `npm run admin -- grant-bundle` (issue 20): grants a product bundle to the
 * reader with this phone number. Returns the line to print; throws with a
 * message naming what is wrong.
 */
export async function runBundleAdmin(database: Database, argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  if (command !== 'grant-bundle')
    throw new Error(`未知命令 ${command ?? ''}\n${BUNDLE_ADMIN_USAGE}`);
  const { values } = parseArgs({
    args: rest,
    options: { phone: { type: 'string' }, bundle: { type: 'string' } },
    strict: true,
  });
  if (!values.phone || !values.bundle)
    throw new Error(`缺少 --phone 或 --bundle\n${BUNDLE_ADMIN_USAGE}`);
  const setId = /^\d{1,9}$/.test(values.bundle.trim()) ? Number(values.bundle) : 0;
  if (setId < 1) throw new Error(`--bundle 须为产品包 id\n${BUNDLE_ADMIN_USAGE}`);
  const userId = await findUserIdByPhone(database.db, values.phone.trim());
  if (userId === null) throw new Error(`没有手机号为 ${values.phone} 的用户`);
  try {
    const granted = await grantBundle(database, { setId, userId, by: { kind: 'command' } });
    return `已为 ${values.phone} 开通产品包 #${granted.SetId}：${granted.OrderCount} 个订单`;
  } catch (error) {
    if (error instanceof AppError) throw new Error(`${error.description}：#${setId}`);
    throw error;
  }
}
