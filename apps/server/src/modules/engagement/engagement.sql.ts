import { sql, type SQL } from 'drizzle-orm';

// SQL pieces shared by the engagement and history repositories. They read the
// catalogue's contents and the accounts' users to show who wrote what about
// which item; they never write those tables.

/** A timestamptz column as the wire's 'YYYY-MM-DD HH:mm:ss' in China time (UTC+8). */
export const wireTime = (column: string): SQL =>
  sql.raw(`to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`);

/** The person beside what they wrote, from users u (presentEngagementUser reads these). */
export const AUTHOR_COLUMNS = sql.raw(
  `u.real_name AS "realName", u.nick_name AS "nickName", u.mobile_number AS "mobileNumber"`,
);

/** A content card, from contents c LEFT JOIN stored_files sf ON sf.sha256 = c.cover_sha256. */
export const CONTENT_CARD_COLUMNS = sql.raw(
  `c.id, c.external_id AS "externalId", c.object_type AS "objectType", c.title, c.author,
   c.cover_sha256 AS "coverSha256", sf.mime_type AS "coverMimeType"`,
);
export const CONTENT_CARD_JOIN = sql.raw(`LEFT JOIN stored_files sf ON sf.sha256 = c.cover_sha256`);

export interface AuthorRow {
  realName: string;
  nickName: string;
  mobileNumber: string | null;
}

export interface ContentCardRow {
  id: number | string;
  externalId: string;
  objectType: number;
  title: string;
  author: string;
  coverSha256: string | null;
  coverMimeType: string | null;
}
