import type { Executor } from '../../platform/db.ts';
import { AccountRepository } from './account.repository.ts';

/** The id of the user with this mobile number, or null: for other modules' admin commands. */
export const findUserIdByPhone = (db: Executor, phone: string): Promise<number | null> =>
  new AccountRepository(db).findIdByPhone(phone);
