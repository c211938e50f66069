import type { UserInfo, UserOrganization } from '@moyue/contracts/api/accounts';
import { Code } from '@moyue/contracts/codes';
import { LoginMessages } from '@moyue/contracts/messages';
import { AppError } from '../../platform/errors.ts';
import { presentUserInfo } from './account.presenter.ts';
import type { AccountRepository } from './account.repository.ts';

/** What accounts need of the organizations module: the user's organisation and certification. */
export interface UserOrganizationSource {
  currentOfUser(userId: number): Promise<UserOrganization | null>;
}

/** Whether the user signed in today (the points module's daily sign-in, an Asia/Shanghai day). */
export interface CheckInSource {
  signedInToday(userId: number): Promise<boolean>;
}

/** spec §3 'User info' of one user, with the organisation from the organizations module. */
export class UserInfoReader {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly organizations: UserOrganizationSource,
    /** IsCheckIn: the points module's daily sign-in */
    private readonly checkIns: CheckInSource,
  ) {}

  /** A user deleted under a live session answers code 34, like a dead token. */
  async read(userId: number): Promise<UserInfo> {
    const [user, organization, checkedIn] = await Promise.all([
      this.accounts.findUser(userId),
      this.organizations.currentOfUser(userId),
      this.checkIns.signedInToday(userId),
    ]);
    if (!user) throw new AppError(Code.TokenInvalid, LoginMessages.Expired, 401);
    return presentUserInfo(user, organization, checkedIn);
  }
}
