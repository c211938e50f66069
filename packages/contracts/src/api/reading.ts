import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import { ContentIdSchema } from './catalog.ts';
import { booleanishSchema, int4Schema, jsonTextSchema } from './form-fields.ts';
import { ContentSummarySchema } from './search.ts';

// Reading calls of spec §7 (issue 6): the table of contents with its locks, the
// text of one node, licences, the signed POST to a content's AuthorizeUrl, the
// encrypted book file it points at, and the reader's orders (myResources).
// Access is decided on the server for every request (ARCHITECTURE 'Data').

/** How a reader holds a content item: whole (free, ordered, institution) or on trial. */
export const Access = {
  Free: 'free',
  Ordered: 'ordered',
  Institution: 'institution',
  Trial: 'trial',
} as const;
export type Access = (typeof Access)[keyof typeof Access];
export const AccessSchema = z.enum(['free', 'ordered', 'institution', 'trial']);

/** The addresses of the reading calls. */
export const ReadingPaths = {
  TocList: '/v1/api/tableofcontent/list',
  TocContent: '/v1/api/tableofcontent/content',
  LicenceCreate: '/Licence/Create',
  OrderList: '/v1/api/order/list',
} as const;

/** spec §7 AuthorizeUrl of a book (Content/Detail carries it). */
export const AUTHORIZE_URL = '/v1/api/licence/authorize';
/** The address prefix of a lesson's file (TOC file Url: an expiring grant, checked again when served). */
export const TOC_FILE_PATH = '/v1/api/toc-file';
/** The address prefix of an encrypted book file (Url of an authorisation). */
export const BOOK_FILE_PATH = '/v1/api/book-file';
/** spec §9: trial device type 4 (the web). */
export const TRIAL_DEVICE_TYPE = 4;
/** spec §9: RSA 2048 bits, exponent 65537, hash SHA-512 (RSA-OAEP). */
export const LICENCE_RSA = { modulusLength: 2048, publicExponent: 65537, hash: 'SHA-512' } as const;
/** How long a licence (and the Url of its file) holds, seconds. */
export const LICENCE_TTL_SECONDS = 2 * 3600;

export const ReadingMessages = {
  /** authorzieParameters is not JSON or a field has the wrong type */
  BadAuthorizeParameters: '授权参数格式错误',
  /** authorzieParameters without contentexternalid */
  MissingContent: '缺少资源编号',
  /** device.PublicKey absent */
  MissingPublicKey: '缺少设备公钥',
  /** device.PublicKey is not a readable SPKI / PEM key */
  BadPublicKey: '设备公钥无法解析',
  NotRsaKey: '设备公钥必须是 RSA 密钥',
  WrongKeySize: '设备公钥长度必须是 2048 位',
  WrongExponent: '设备公钥指数必须是 65537',
  /** a DataFileExternalId that is not an edition of the content */
  FileNotFound: '文件不存在',
  /** the content has no EPUB or PDF edition */
  NoEdition: '该资源暂无可阅读的文件',
  /** a TOC node id that is not a node of the object */
  NodeNotFound: '目录不存在',
  /** a node beyond the trial (spec §5: locked contents nodes cannot be opened) */
  NodeLocked: '该章节不在试读范围内，获取阅读权限后可阅读全文',
  /** a book-file token that is malformed, tampered or expired */
  LicenceInvalid: '授权无效或已过期，请重新打开图书',
  /** a book-file token of another device or user */
  LicenceNotYours: '该授权不属于当前设备或用户',
  /** the POST to AuthorizeUrl without the LicenceId of /Licence/Create */
  MissingLicence: '缺少阅读许可，请重新打开图书',
  /** a LicenceId that is malformed or tampered with */
  LicenceIdInvalid: '阅读许可无效，请重新打开图书',
  /** a LicenceId past its expiry */
  LicenceExpired: '阅读许可已过期，请重新打开图书',
  /** a LicenceId of another device or user */
  LicenceIdNotYours: '该阅读许可不属于当前设备或用户',
  /** a LicenceId made for another content item or edition */
  LicenceOtherContent: '该阅读许可不属于此资源',
  /** the reader's rights changed since the licence was made (a trial licence, the item now held whole …) */
  LicenceStale: '您的阅读权限已变化，请重新打开图书',
  /** the rights a full-edition licence was made for are gone */
  RightsGone: '您已无权阅读全文，请重新打开图书',
  /** a TOC file Url that is malformed, tampered or expired */
  FileUrlInvalid: '文件地址无效或已过期，请刷新页面后重试',
  /** a file of a node beyond the trial (spec §5: locked files are refused by the server) */
  FileLocked: '该文件不在试读范围内，获取权限后可查看',
  /** orders: the admin command names nothing */
  OrderNotFound: '订单不存在',
} as const;

// ---------------------------------------------------------------- authorzieParameters

/** spec §7 device of authorzieParameters: device type 4 and the RSA public key (SPKI base64 or PEM). */
export const AuthorizeDeviceSchema = z.object({
  DeviceType: int4Schema().optional(),
  PublicKey: jsonTextSchema(4000).optional(),
  /** the TOC call sends the device key (spec §7); informative */
  DeviceKey: jsonTextSchema(200).optional(),
});

/**
 * spec §7 authorzieParameters (JSON in a form field), of the TOC call and of the
 * POST to AuthorizeUrl. Only contentexternalid, DataFileExternalId, LicenceId
 * and the device key count; organizationExternalId and userinfo are informative — the
 * server decides access from the session and the request address, never from them.
 */
export const AuthorizeParametersSchema = z.object({
  contentexternalid: jsonTextSchema(200).trim().optional(),
  DataFileExternalId: jsonTextSchema(200).trim().optional(),
  /** the POST to AuthorizeUrl: the LicenceId of /Licence/Create (signed: user, device, content, edition, expiry) */
  LicenceId: jsonTextSchema(1000).trim().optional(),
  organizationExternalId: jsonTextSchema(200).nullish(),
  isOnline: z.union([z.boolean(), jsonTextSchema(10)]).optional(),
  device: AuthorizeDeviceSchema.optional(),
  /** trial-reading title, sale platform title (spec §7 TOC call) */
  trialTitle: jsonTextSchema(200).optional(),
  salePlatformTitle: jsonTextSchema(200).optional(),
  userinfo: z
    .object({
      NickName: jsonTextSchema(200).nullish(),
      ExternalId: jsonTextSchema(200).nullish(),
    })
    .passthrough()
    .nullish(),
});
export type AuthorizeParameters = z.infer<typeof AuthorizeParametersSchema>;

/** Parses authorzieParameters; a message of ReadingMessages when it is not valid. */
export function parseAuthorizeParameters(
  text: string | undefined,
): { ok: true; value: AuthorizeParameters } | { ok: false; message: string } {
  if (text === undefined || text.trim() === '') return { ok: true, value: {} };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: ReadingMessages.BadAuthorizeParameters };
  }
  const parsed = AuthorizeParametersSchema.safeParse(json);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: ReadingMessages.BadAuthorizeParameters };
}

const authorizeParametersField = z.string().max(8000).optional();

// ---------------------------------------------------------------- table of contents

/** spec §3 File of a TOC node (multimedia, courseware, annexes). */
export const TocFileSchema = z.object({
  Id: z.number().int(),
  FileName: z.string(),
  Extension: z.string(),
  /** '' when locked */
  Url: z.string(),
  IsLock: z.boolean(),
  /** playing time in seconds of a video or audio file (0 for documents); ours, beside spec §3 */
  Duration: z.number().int().optional(),
  /** spec §3 Audio file (audio books, issue 18): the FileExternalId of the playback authorisation */
  ExternalId: z.string().optional(),
  /** spec §3 Audio file: seconds */
  WordCountOrDuration: z.number().int().optional(),
  /** spec §3 Audio file: 0-based position in the book */
  index: z.number().int().optional(),
});
export type TocFile = z.infer<typeof TocFileSchema>;

/** spec §3 Table-of-contents node. */
export interface TocNode {
  Id: number;
  ExternalId: string;
  Title: string;
  Childs: TocNode[];
  MultimediaFiles: TocFile[];
  Courseware: TocFile[];
  AnnexeFiles: TocFile[];
  /** Beyond the trial for this reader: the server refuses its text, pages and files. */
  IsLock: boolean;
  /** The node's text (GET tableofcontent/content); '' when locked. */
  Url: string;
  /** PDF page (EPUB: ~500-character page) the node starts on. */
  Page: number;
  /** The 1-based EPUB spine document the node opens; null for PDF and fileless items. */
  SpineIndex: number | null;
}
export const TocNodeSchema: z.ZodType<TocNode> = z.object({
  Id: z.number().int(),
  ExternalId: z.string(),
  Title: z.string(),
  get Childs(): z.ZodArray<z.ZodType<TocNode>> {
    return z.array(TocNodeSchema);
  },
  MultimediaFiles: z.array(TocFileSchema),
  Courseware: z.array(TocFileSchema),
  AnnexeFiles: z.array(TocFileSchema),
  IsLock: z.boolean(),
  Url: z.string(),
  Page: z.number().int(),
  SpineIndex: z.number().int().nullable(),
});

/** GET /v1/api/tableofcontent/list (spec §7). */
export const TocListParamsSchema = z.object({
  objectId: ContentIdSchema,
  isRecursive: booleanishSchema.default(true),
  getFiles: booleanishSchema.default(true),
  authorzieParameters: authorizeParametersField,
});
export type TocListParams = z.infer<typeof TocListParamsSchema>;
export type TocListInput = z.input<typeof TocListParamsSchema>;

/** What the reader holds of the content, as decided for this request. */
export const ReadingRightsSchema = z.object({
  /** spec §3: the percentage of units a trial reader may open */
  AllowReadPercentage: z.number().int(),
  Access: AccessSchema,
  IsTrial: z.boolean(),
  /** Units (EPUB spine documents, PDF pages, or TOC nodes of fileless items) a trial reader may open */
  TrialUnits: z.number().int(),
  UnitCount: z.number().int(),
  /** 'epub' / 'pdf' of the primary edition; '' when the item has no file */
  MediaType: z.string(),
  /**
   * The share of the item's characters (whole percent) in its TrialUnits: the
   * trial is counted by text (issue 13 item 7); absent when its units hold no text.
   */
  TrialTextPercent: z.number().int().min(0).max(100).optional(),
});
export type ReadingRights = z.infer<typeof ReadingRightsSchema>;

export const TocListDataSchema = ReadingRightsSchema.extend({
  ItemList: z.array(TocNodeSchema),
});
export type TocListData = z.infer<typeof TocListDataSchema>;

/** GET /v1/api/tableofcontent/content (ours, knowledgeReader): the text of one node. */
export const TocContentParamsSchema = z.object({
  objectId: ContentIdSchema,
  tocId: ContentIdSchema,
});
export type TocContentParams = z.infer<typeof TocContentParamsSchema>;
export type TocContentInput = z.input<typeof TocContentParamsSchema>;

export const TocPassageSchema = z.object({
  Id: z.number().int(),
  Page: z.number().int(),
  /** plain text: render as text */
  Text: z.string(),
});
export type TocPassage = z.infer<typeof TocPassageSchema>;

export const TocContentDataSchema = z.object({
  TocId: z.number().int(),
  Title: z.string(),
  Page: z.number().int(),
  Passages: z.array(TocPassageSchema),
  /** the neighbouring nodes in reading order (null at the ends) and whether they are locked */
  PrevTocId: z.number().int().nullable(),
  NextTocId: z.number().int().nullable(),
  IsNextLocked: z.boolean(),
});
export type TocContentData = z.infer<typeof TocContentDataSchema>;

// ---------------------------------------------------------------- licences

const mediaTypeField = z.enum(['epub', 'pdf']);

/** POST /Licence/Create (spec §7: contentId). mediaType picks an edition; default the primary one. */
export const LicenceCreateParamsSchema = z.object({
  contentId: ContentIdSchema,
  mediaType: mediaTypeField.optional(),
});
export type LicenceCreateParams = z.infer<typeof LicenceCreateParamsSchema>;
export type LicenceCreateInput = z.input<typeof LicenceCreateParamsSchema>;

export const LicenceCreateDataSchema = ReadingRightsSchema.extend({
  /** signed by the server for this user, device, content, edition and expiry; the POST to AuthorizeUrl must carry it */
  LicenceId: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) */
  ExpireTime: z.string(),
  /** where to POST authorzieParameters */
  AuthorizeUrl: z.string(),
  FileExternalId: z.string(),
});
export type LicenceCreateData = z.infer<typeof LicenceCreateDataSchema>;

/** POST {AuthorizeUrl} (spec §7): signed; authorzieParameters JSON. */
export const AuthorizeParamsSchema = z.object({
  authorzieParameters: authorizeParametersField,
});
export type AuthorizeParams = z.infer<typeof AuthorizeParamsSchema>;
export type AuthorizeInput = z.input<typeof AuthorizeParamsSchema>;

export const AuthorizeDataSchema = ReadingRightsSchema.extend({
  /** GET it signed, from the same device (and with the same session): iv(12) ‖ AES-GCM ciphertext ‖ tag(16) */
  Url: z.string(),
  /** base64 RSA-OAEP SHA-512 of the 32-byte AES key of that file (the trial edition key for trial readers) */
  WrappedKey: z.string(),
  FileExternalId: z.string(),
  LicenceId: z.string(),
  ExpireTime: z.string(),
  /** the file must be fetched with the session it was authorised for */
  RequireAccessToken: z.boolean(),
});
export type AuthorizeData = z.infer<typeof AuthorizeDataSchema>;

// ---------------------------------------------------------------- orders (myResources)

/** GET /v1/api/order/list (ours, spec §2 myResources): the reader's ordered items, newest first. Login required. */
export const OrderListParamsSchema = z.object({
  cp: z.coerce.number().int().min(1).max(1000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(12),
});
export type OrderListParams = z.infer<typeof OrderListParamsSchema>;
export type OrderListInput = z.input<typeof OrderListParamsSchema>;

export const OrderItemSchema = z.object({
  Id: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) */
  CreateTime: z.string(),
  /** '' when the order never expires */
  ExpireTime: z.string(),
  Content: ContentSummarySchema,
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderListDataSchema = pagedSchema(OrderItemSchema);
export type OrderListData = z.infer<typeof OrderListDataSchema>;
