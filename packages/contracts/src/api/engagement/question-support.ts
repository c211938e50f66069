import { z } from 'zod';

// Engagement calls: AI support probe (spec §7; api/engagement.ts gathers them with EngagementPaths).

/** GET /v1/api/user-question/support (spec §7: contentExternalId; -Pdf / -Epub stripped). */
export const QuestionSupportParamsSchema = z.object({
  contentExternalId: z.string().trim().min(1).max(200),
});
export type QuestionSupportInput = z.input<typeof QuestionSupportParamsSchema>;
/** IsSupport: the item has full-text passages the assistant can answer from. */
export const QuestionSupportDataSchema = z.object({ IsSupport: z.boolean() });
export type QuestionSupportData = z.infer<typeof QuestionSupportDataSchema>;
