import { bigserial, inet, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const devices = pgTable('devices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  token: text('token').notNull().unique(),
  deviceKey: text('device_key').notNull(),
  title: text('title').notNull().default(''),
  promotionCode: text('promotion_code'),
  createdIp: inet('created_ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});
