import { randomInt } from 'node:crypto';
import {
  SHARE_CODE_LENGTH,
  ShareMessages,
  ShareType,
  type ShareRecordCreateParams,
} from '@moyue/contracts/api/user-share';
import { badRequest } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import type { AccountRepository } from './account.repository.ts';
import type { PhoneRequirement } from './phone-requirement.ts';
import type { ShareRepository } from './share.repository.ts';

// Unambiguous letters and digits (no 0/O, 1/I/L).
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newShareCode = () =>
  Array.from({ length: SHARE_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const SHARE_TYPES: readonly number[] = Object.values(ShareType);

/** What shares need of the catalogue: whether a content item exists. */
export interface ContentExistence {
  exists(contentId: number): Promise<boolean>;
}

/** spec §7 user-share-record/*: share codes and the arrivals they bring. */
export class ShareService {
  constructor(
    private readonly deps: {
      accounts: AccountRepository;
      shares: ShareRepository;
      phone: PhoneRequirement;
      contents: ContentExistence;
    },
  ) {}

  /** get-code: the reader's own share code (made once, then the same). Needs a phone (code 201). */
  async code(user: SessionUser): Promise<string> {
    await this.deps.phone.require(user);
    return this.deps.accounts.shareCode(user.userId, newShareCode);
  }

  /**
   * create: the signed-in reader arrived by the share link of fromUserExternalId
   * (its code must be that reader's); type 3 names a content item by objectId.
   */
  async record(
    user: SessionUser,
    input: Required<Omit<ShareRecordCreateParams, 'objectId'>> & {
      objectId?: string | undefined;
    },
  ): Promise<void> {
    const shareType = Number(input.shareType);
    if (!/^\d+$/.test(input.shareType.trim()) || !SHARE_TYPES.includes(shareType))
      throw badRequest(ShareMessages.ShareType);
    let objectId = 0;
    if (shareType === ShareType.Content) {
      const text = input.objectId?.trim() ?? '';
      objectId = /^\d{1,15}$/.test(text) ? Number(text) : 0;
      if (objectId <= 0 || !(await this.deps.contents.exists(objectId)))
        throw badRequest(ShareMessages.ObjectId);
    }
    const fromUserId = await this.deps.accounts.findByShareCode(
      input.fromUserExternalId.trim(),
      input.code.trim().toUpperCase(),
    );
    if (fromUserId === null) throw badRequest(ShareMessages.InvalidCode);
    if (fromUserId === user.userId) throw badRequest(ShareMessages.OwnShare);
    await this.deps.shares.record({ fromUserId, visitorUserId: user.userId, shareType, objectId });
  }
}
