import { z } from 'zod';
import { pagedSchema } from '../../envelope.ts';
import { ContentIdSchema } from '../catalog.ts';

// Engagement calls: collection institutions (spec §7; api/engagement.ts gathers them with EngagementPaths).

/** GET /v1/api/content/collection-organizations (ours, spec §2 tab, §3 'Collection organisation'). */
export const CollectionOrganizationsParamsSchema = z.object({ objectId: ContentIdSchema });
export type CollectionOrganizationsInput = z.input<typeof CollectionOrganizationsParamsSchema>;
export const CollectionOrganizationSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
});
export type CollectionOrganization = z.infer<typeof CollectionOrganizationSchema>;
export const CollectionOrganizationsDataSchema = pagedSchema(CollectionOrganizationSchema);
export type CollectionOrganizationsData = z.infer<typeof CollectionOrganizationsDataSchema>;
