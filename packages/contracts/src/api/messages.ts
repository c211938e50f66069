import { z } from 'zod';

// The message calls of spec §7: the unread total (header badge), the list (myNews, head notice) and marking read.

/** GET /v1/api/message/statistic (spec §7): Data.Total, the unread total (header badge, 99+ above 99). */
export const MessageStatisticSchema = z.object({ Total: z.number().int() });
export type MessageStatistic = z.infer<typeof MessageStatisticSchema>;

/** GET /v1/api/message/list (spec §7: cp 1, ps 10, messageType 5, isClient true). */
export const MessageListParamsSchema = z.object({
  cp: z.coerce.number().int().min(1).max(1000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(10),
  /** spec §9: 5 is the head notice; absent lists every kind */
  messageType: z.coerce.number().int().min(0).max(99).optional(),
  /** spec §7 sends true (messages meant for readers' clients); every message here is */
  isClient: z.enum(['true', 'false', '1', '0']).optional(),
});
export type MessageListParams = z.input<typeof MessageListParamsSchema>;

/** One message; a notice to everyone (type 5 head notice) has no read state and IsRead true. */
export const MessageItemSchema = z.object({
  Id: z.number().int(),
  MessageType: z.number().int(),
  Title: z.string(),
  Contents: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) */
  CreateTime: z.string(),
  IsRead: z.boolean(),
});
export type MessageItem = z.infer<typeof MessageItemSchema>;

export const MessageListSchema = z.object({
  ItemList: z.array(MessageItemSchema),
  RecordCount: z.number().int(),
});
export type MessageList = z.infer<typeof MessageListSchema>;

/** POST /v1/api/message/read (ours, myNews): ids (comma-separated) or isAll true; only the reader's own. */
export const MessageReadParamsSchema = z.object({
  ids: z.string().max(2000).optional(),
  isAll: z.enum(['true', 'false', '1', '0']).optional(),
});
export type MessageReadParams = z.input<typeof MessageReadParamsSchema>;

/** spec §9: messageType of the head notice (a notice to every reader). */
export const NOTICE_MESSAGE_TYPE = 5;

export const MessageMessages = {
  NothingChosen: '请选择消息',
  /** An id that is not one of the reader's messages (another reader's, a notice, or none). */
  NotYours: '消息不存在',
} as const;
