import { AccountMessages, PROFILE_LIMITS, type UserInfo } from '@moyue/contracts/api/accounts';
import { RecommendMessages } from '@moyue/contracts/messages';
import { REGION_SEPARATOR, checkRegionCodes, parseRegion } from '@moyue/contracts/regions';
import { badRequest } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import type { AccountRepository, ProfileFields } from './account.repository.ts';
import type { PhoneRequirement } from './phone-requirement.ts';
import type { UserInfoReader } from './user-info.ts';

const SCHOOL_YEAR = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The fields of user/update as they arrive (form strings). */
export interface ProfileInput {
  socialStatus?: string | undefined;
  DepartmentName?: string | undefined;
  schoolYear?: string | undefined;
  education?: string | undefined;
  socialStatusNumber?: string | undefined;
  RealName?: string | undefined;
  NickName?: string | undefined;
  region?: string | undefined;
}

const tooLong = (value: string, limit: number) => Array.from(value).length > limit;

/** EditPersonaInfo (spec §7 user/update): the reader's own profile. */
export class ProfileService {
  private readonly now: () => Date;

  constructor(
    private readonly deps: {
      accounts: AccountRepository;
      userInfo: UserInfoReader;
      phone: PhoneRequirement;
      now?: () => Date;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Saves the fields given (absent ones stay); the first bad one is refused and nothing changes. */
  async update(user: SessionUser, input: ProfileInput): Promise<UserInfo> {
    await this.deps.phone.require(user);
    const profile: Partial<ProfileFields> = {};
    if (input.socialStatus !== undefined) {
      if (!/^[123]$/.test(input.socialStatus.trim()))
        throw badRequest(RecommendMessages.SocialStatus);
      profile.socialStatus = Number(input.socialStatus.trim());
    }
    if (input.DepartmentName !== undefined) {
      const department = input.DepartmentName.trim();
      if (tooLong(department, PROFILE_LIMITS.departmentName))
        throw badRequest(AccountMessages.DepartmentTooLong);
      profile.departmentName = department;
    }
    if (input.schoolYear !== undefined) {
      profile.schoolYear = this.checkSchoolYear(input.schoolYear.trim());
    }
    if (input.education !== undefined) {
      const education = input.education.trim();
      // spec §5: at least 2 characters.
      if (education && (education.length < 2 || tooLong(education, PROFILE_LIMITS.education)))
        throw badRequest(RecommendMessages.Education);
      profile.education = education;
    }
    if (input.socialStatusNumber !== undefined) {
      const number = input.socialStatusNumber.trim();
      if (tooLong(number, PROFILE_LIMITS.socialStatusNumber))
        throw badRequest(AccountMessages.NumberTooLong);
      profile.socialStatusNumber = number;
    }
    if (input.RealName !== undefined) {
      const realName = input.RealName.trim();
      if (tooLong(realName, PROFILE_LIMITS.realName))
        throw badRequest(AccountMessages.RealNameTooLong);
      profile.realName = realName;
    }
    if (input.NickName !== undefined) {
      const nickName = input.NickName.trim();
      if (!nickName) throw badRequest(AccountMessages.NickNameBlank);
      if (tooLong(nickName, PROFILE_LIMITS.nickName))
        throw badRequest(AccountMessages.NickNameTooLong);
      profile.nickName = nickName;
    }
    if (input.region !== undefined) {
      const codes = parseRegion(input.region);
      if (codes.length === 0) profile.region = '';
      else {
        const checked = checkRegionCodes(codes);
        if (!checked) throw badRequest(AccountMessages.RegionInvalid);
        profile.region = checked.join(REGION_SEPARATOR);
      }
    }
    await this.deps.accounts.updateProfile(user.userId, profile);
    return this.deps.userInfo.read(user.userId);
  }

  /** '' or yyyy-MM no later than this month (spec §5: school year not in the future). */
  private checkSchoolYear(value: string): string {
    if (!value) return '';
    const match = SCHOOL_YEAR.exec(value);
    const now = this.now();
    const thisMonth = now.getFullYear() * 12 + now.getMonth();
    if (!match || Number(match[1]) * 12 + Number(match[2]) - 1 > thisMonth)
      throw badRequest(AccountMessages.SchoolYearInvalid);
    return value;
  }
}
