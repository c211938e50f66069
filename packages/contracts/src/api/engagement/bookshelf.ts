import { z } from 'zod';
import { pagedSchema } from '../../envelope.ts';
import { ContentIdSchema } from '../catalog.ts';
import { EngagementContentSchema } from './shared.ts';

// Engagement calls: bookshelf (spec §7; api/engagement.ts gathers them with EngagementPaths).

/**
 * POST /v1/api/bookshelf/create (spec §7: ObjectId; login required). Adding an
 * item already on the shelf succeeds again (retry-safe). Description is shown
 * to the reader (spec §8): '已加入书架' or '已在书架中'.
 */
export const BookshelfCreateParamsSchema = z.object({ ObjectId: ContentIdSchema });
export type BookshelfCreateParams = z.infer<typeof BookshelfCreateParamsSchema>;
export type BookshelfCreateInput = z.input<typeof BookshelfCreateParamsSchema>;

/** A shelf entry. */
export const BookshelfEntrySchema = z.object({
  Id: z.number().int(),
  ObjectId: z.number().int(),
  ObjectType: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) */
  CreateTime: z.string(),
});
export type BookshelfEntry = z.infer<typeof BookshelfEntrySchema>;
export const BookshelfCreateDataSchema = BookshelfEntrySchema;
export type BookshelfCreateData = BookshelfEntry;

/** Shelf entries a page of the centre's 我的书架 shows. */
export const BOOKSHELF_PAGE_SIZE = 20;

/**
 * GET /v1/api/bookshelf/list (ours, in the style of history/list: cp, ps;
 * login required): the reader's shelf, latest added first, each entry with
 * its content card.
 */
export const BookshelfListParamsSchema = z.object({
  cp: z.coerce.number().int().min(1).max(10_000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(BOOKSHELF_PAGE_SIZE),
});
export type BookshelfListParams = z.infer<typeof BookshelfListParamsSchema>;
export type BookshelfListInput = z.input<typeof BookshelfListParamsSchema>;

export const BookshelfItemSchema = BookshelfEntrySchema.extend({
  Content: EngagementContentSchema,
});
export type BookshelfItem = z.infer<typeof BookshelfItemSchema>;
export const BookshelfListDataSchema = pagedSchema(BookshelfItemSchema);
export type BookshelfListData = z.infer<typeof BookshelfListDataSchema>;

/**
 * POST /v1/api/bookshelf/delete (ours: ObjectId; login required). Taking off
 * an item that is not on the shelf succeeds too (retry-safe); Description
 * '已移出书架'. Data is null.
 */
export const BookshelfDeleteParamsSchema = z.object({ ObjectId: ContentIdSchema });
export type BookshelfDeleteParams = z.infer<typeof BookshelfDeleteParamsSchema>;
export type BookshelfDeleteInput = z.input<typeof BookshelfDeleteParamsSchema>;
