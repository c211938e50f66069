import type { MessageItem } from '@moyue/contracts/api/messages';
import type { MessageRow } from './message.repository.ts';

/** A message row → the wire item of message/list. */
export const presentMessage = (row: MessageRow): MessageItem => ({
  Id: row.id,
  MessageType: row.messageType,
  Title: row.title,
  Contents: row.contents,
  CreateTime: row.createTime,
  IsRead: row.isRead,
});
