import { z } from 'zod';
import { EngagementContentSchema } from './shared.ts';

// Engagement calls: donor (校友) (spec §7; api/engagement.ts gathers them with EngagementPaths).

/** GET /content/xiaoyoudetail (spec §7): ExternalId without its -Pdf / -Epub suffix (the server strips one too). */
export const DonorDetailParamsSchema = z.object({
  ExternalId: z.string().trim().min(1).max(200),
});
export type DonorDetailParams = z.infer<typeof DonorDetailParamsSchema>;
export type DonorDetailInput = z.input<typeof DonorDetailParamsSchema>;

/**
 * spec §3 Donation detail, with the spec's own (camelCase, sic) names:
 * donatetUser and danetWords. Data is null for an item nobody donated.
 */
export const DonorDetailSchema = z.object({
  donatetUser: z.object({
    userFace: z.string(),
    realName: z.string(),
    /** e.g. '校友', '教师' */
    identityType: z.string(),
    /** 'YYYY' or '' */
    graduateTime: z.string(),
    /** 'YYYY' or '' (the year they entered) */
    schoolTime: z.string(),
    /** e.g. '2006级 中文系 本科' */
    educationExperience: z.string(),
    extendata: z.object({
      /** The donation certificate image (bigUrl: full size); '' when none. */
      certificate: z.object({ bigUrl: z.string() }),
    }),
    /** The donor's other donations, newest first. */
    otherdonates: z.array(EngagementContentSchema),
  }),
  /** The donor's words to readers (plain text). */
  danetWords: z.string(),
});
export type DonorDetail = z.infer<typeof DonorDetailSchema>;
export const DonorDetailDataSchema = DonorDetailSchema.nullable();
