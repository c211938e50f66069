import { z } from 'zod';

/** POST /v1/api/device/bind (spec §7): Title, DeviceToken, promotionCode → DeviceToken, DeviceKey */
export const DeviceBindParamsSchema = z.object({
  Title: z.string().max(100).optional(),
  DeviceToken: z.string().max(100).optional(),
  promotionCode: z.string().max(64).optional(),
});
export type DeviceBindParams = z.infer<typeof DeviceBindParamsSchema>;

export const DeviceBindDataSchema = z.object({
  DeviceToken: z.string(),
  DeviceKey: z.string(),
});
export type DeviceBindData = z.infer<typeof DeviceBindDataSchema>;

/** spec §9: the device registration title is a fixed bookstore name. */
export const DEVICE_REGISTRATION_TITLE = '墨阅书店';

/** POST /rsa/create (spec §7): a key pair for browsers that cannot make one. */
export const RsaCreateDataSchema = z.object({
  PrivateKeyPemStr: z.string(),
  PublicKeyPemStr: z.string(),
});
export type RsaCreateData = z.infer<typeof RsaCreateDataSchema>;

/** POST /v1/api/history/hot-search-words (spec §7): the next page is asked with cp. */
export const HotSearchWordsParamsSchema = z.object({
  cp: z.coerce.number().int().min(1).max(1000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(6),
});
export type HotSearchWordsParams = z.infer<typeof HotSearchWordsParamsSchema>;

export const HotSearchWordSchema = z.object({ Title: z.string() });
export type HotSearchWord = z.infer<typeof HotSearchWordSchema>;
export const HotSearchWordsDataSchema = z.array(HotSearchWordSchema);

/** GET /v1/api/ad/recommend (spec §3 Banner, §7): ItemList of banners. */
export const BannerSchema = z.object({
  Url: z.string(),
  Contents: z.string(),
  CoverUrl: z.string(),
  PlatformName: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;
export const BannerListDataSchema = z.object({ ItemList: z.array(BannerSchema) });
export type BannerListData = z.infer<typeof BannerListDataSchema>;

/** GET /healthz */
export const HealthDataSchema = z.object({
  Status: z.literal('ok'),
  Database: z.enum(['pglite', 'postgres']),
  Redis: z.boolean(),
  Contents: z.number().int(),
});
export type HealthData = z.infer<typeof HealthDataSchema>;
