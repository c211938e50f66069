import { z } from 'zod';

// The share-record calls of spec §7: a reader's share code (get-code), and the
// record that a signed-in reader arrived by someone's share link (create).
// Share links add fromUserExternalId and shareCode (spec §7).

/** user-share-record/create shareType: 3 a content item (objectId); 1 the site and 2 an activity are ours. */
export const ShareType = { Site: 1, Activity: 2, Content: 3 } as const;
export type ShareType = (typeof ShareType)[keyof typeof ShareType];

/** Share codes are this many characters (letters and digits). */
export const SHARE_CODE_LENGTH = 8;

/** GET /v1/api/user-share-record/get-code → Data: the reader's share code. */
export const ShareCodeSchema = z.string();

/** POST /v1/api/user-share-record/create (spec §7): code, fromUserExternalId, shareType, objectId for type 3. */
export const ShareRecordCreateParamsSchema = z.object({
  code: z.string().max(32).default(''),
  fromUserExternalId: z.string().max(64).default(''),
  shareType: z.string().max(4).default(''),
  objectId: z.string().max(20).optional(),
});
export type ShareRecordCreateParams = z.input<typeof ShareRecordCreateParamsSchema>;

export const ShareMessages = {
  /** The code is not the share code of fromUserExternalId (or either is unknown). */
  InvalidCode: '分享链接无效',
  OwnShare: '不能领取自己的分享',
  ShareType: '分享类型错误',
  /** shareType 3 without a positive objectId */
  ObjectId: '请提供分享的内容',
  Recorded: '已记录',
} as const;
