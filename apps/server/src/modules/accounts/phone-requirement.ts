import { AccountSettingMessages } from '@moyue/contracts/api/account-settings';
import { Code } from '@moyue/contracts/codes';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import type { AccountRepository } from './account.repository.ts';

/**
 * spec §4/§8 code 201: an account without a phone (opened by a single sign-on)
 * must bind one before calls that need it; the client then raises its
 * bind-mobile dialog. Other modules may ask too, through this one method.
 */
export class PhoneRequirement {
  constructor(private readonly accounts: AccountRepository) {}

  /** The user's phone, or code 201 '请先绑定手机号'. */
  async require(user: SessionUser): Promise<string> {
    const row = await this.accounts.findUser(user.userId);
    if (!row?.mobileNumber)
      throw new AppError(Code.BindMobile, AccountSettingMessages.BindMobileFirst);
    return row.mobileNumber;
  }
}
