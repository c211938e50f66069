import { z } from 'zod';

// What the engagement calls share: how a person and a content item are shown.

/** Generous bound of a free-text field before the service's own length rule. */
export const FREE_TEXT_BOUND = 5_000;

/**
 * Someone shown beside what they wrote (spec §3 Comment.UserInfo, Recommend
 * reason list). UserFace is an image address, '' when the user has none (the
 * page draws a default face); RealName is the name the user gave, else the
 * nick name, else a masked phone number.
 */
export const EngagementUserSchema = z.object({
  UserFace: z.string(),
  RealName: z.string(),
});
export type EngagementUser = z.infer<typeof EngagementUserSchema>;

/** A content item as the engagement lists show it (donor's other donations, reading lists). */
export const EngagementContentSchema = z.object({
  Id: z.number().int(),
  ExternalId: z.string(),
  ObjectType: z.number().int(),
  Title: z.string(),
  Author: z.string(),
  /** A public /files/public/… address, or '' */
  CoverUrl: z.string(),
});
export type EngagementContent = z.infer<typeof EngagementContentSchema>;
