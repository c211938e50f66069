import { z } from 'zod';
import { pagedSchema } from '../../envelope.ts';
import { RECOMMENDED_LIST_PROBE_SIZE } from '../../limits.ts';
import { ContentIdSchema } from '../catalog.ts';
import { EngagementContentSchema } from './shared.ts';

// Engagement calls: reading lists (spec §7; api/engagement.ts gathers them with EngagementPaths).

/**
 * GET /recommendbooklist/list (spec §7: organizationId, ps 2, returncontent):
 * the reading lists recommended by the institution (its own first, then the
 * platform's). With objectId, lists holding that item come first.
 */
export const ReadingListParamsSchema = z.object({
  organizationId: z.string().trim().max(100).optional(),
  objectId: ContentIdSchema.optional(),
  cp: z.coerce.number().int().min(1).max(1000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(RECOMMENDED_LIST_PROBE_SIZE),
  returncontent: z
    .enum(['true', 'false', '1', '0', ''])
    .transform((value) => value === 'true' || value === '1')
    .default(false),
});
export type ReadingListParams = z.infer<typeof ReadingListParamsSchema>;
export type ReadingListInput = z.input<typeof ReadingListParamsSchema>;

export const ReadingListItemSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  /** The first content's cover, or '' */
  CoverUrl: z.string(),
  ContentCount: z.number().int(),
  /** Its contents (first 6) when returncontent, else []. */
  Contents: z.array(EngagementContentSchema),
});
export type ReadingListItem = z.infer<typeof ReadingListItemSchema>;
export const ReadingListDataSchema = pagedSchema(ReadingListItemSchema);
export type ReadingListData = z.infer<typeof ReadingListDataSchema>;
