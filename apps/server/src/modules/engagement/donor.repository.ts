import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import { CONTENT_CARD_COLUMNS, CONTENT_CARD_JOIN, type ContentCardRow } from './engagement.sql.ts';

export interface DonationRow {
  donorId: number;
  realName: string;
  identityType: string;
  graduateYear: string;
  schoolYear: string;
  educationExperience: string;
  faceUrl: string;
  words: string;
  certificateUrl: string;
}

/** How many other donations of the donor the detail lists. */
export const OTHER_DONATIONS_SHOWN = 12;

/** SQL of donors and content_donations (alumni donations, spec §3). */
export class DonorRepository {
  constructor(private readonly db: Executor) {}

  async findDonation(contentId: number): Promise<DonationRow | null> {
    const [row] = await selectRows<DonationRow>(
      this.db,
      sql`SELECT d.id::int AS "donorId", d.real_name AS "realName", d.identity_type AS "identityType",
                 d.graduate_year AS "graduateYear", d.school_year AS "schoolYear",
                 d.education_experience AS "educationExperience", d.face_url AS "faceUrl",
                 cd.words, cd.certificate_url AS "certificateUrl"
            FROM content_donations cd JOIN donors d ON d.id = cd.donor_id
           WHERE cd.content_id = ${contentId}`,
    );
    return row ?? null;
  }

  /** The donor's other donated items, newest donation first. */
  async otherDonations(donorId: number, exceptContentId: number): Promise<ContentCardRow[]> {
    return selectRows<ContentCardRow>(
      this.db,
      sql`SELECT ${CONTENT_CARD_COLUMNS}
            FROM content_donations cd JOIN contents c ON c.id = cd.content_id ${CONTENT_CARD_JOIN}
           WHERE cd.donor_id = ${donorId} AND cd.content_id <> ${exceptContentId}
           ORDER BY cd.created_at DESC, c.id DESC LIMIT ${OTHER_DONATIONS_SHOWN}`,
    );
  }

  /** Which of the items are donations (spec §3 IsInxiaoyou). */
  async isDonated(contentId: number): Promise<boolean> {
    const rows = await selectRows<{ one: number }>(
      this.db,
      sql`SELECT 1 AS one FROM content_donations WHERE content_id = ${contentId}`,
    );
    return rows.length > 0;
  }
}
