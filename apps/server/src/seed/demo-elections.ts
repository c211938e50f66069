import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';

/**
 * 纸书选采 of the demo library (issue 20): which demo accounts recommended
 * (荐购, spec §9 reasons) or voted for which titles, so paperElect and
 * electPrecedence rank something real on a fresh machine. Titles absent from
 * the catalogue are skipped; written once (the keys make a rerun a no-op).
 */
const DEMO_VOTES: { title: string; voters: string[] }[] = [
  { title: '论语', voters: ['13800000001', '13800000002', '13800000003', '13800000004'] },
  { title: '孟子', voters: ['13800000002', '13800000004', '13800000009'] },
  { title: '古文观止', voters: ['13800000001', '13800000003'] },
  { title: '楚辞', voters: ['13800000002'] },
  { title: '千家诗', voters: ['13800000001', '13800000009'] },
];
const DEMO_ELECT_RECOMMENDATIONS: { title: string; mobileNumber: string; reason: number }[] = [
  { title: '孟子', mobileNumber: '13800000003', reason: 3 },
  { title: '古文观止', mobileNumber: '13800000002', reason: 2 },
  { title: '千家诗', mobileNumber: '13800000004', reason: 4 },
];
const LIBRARY = 'org-demo-library';

export async function writeDemoElections(db: Db): Promise<void> {
  for (const vote of DEMO_VOTES)
    await db.execute(sql`INSERT INTO acquisition_votes (organization_id, content_id, user_id)
      SELECT o.id, c.id, u.id FROM organizations o
        JOIN LATERAL (SELECT id FROM contents WHERE title = ${vote.title} AND object_type = 104
                       ORDER BY id LIMIT 1) c ON true
        JOIN users u ON u.mobile_number IN (${sql.join(
          vote.voters.map((phone) => sql`${phone}`),
          sql`, `,
        )})
       WHERE o.external_id = ${LIBRARY}
      ON CONFLICT DO NOTHING`);
  for (const recommendation of DEMO_ELECT_RECOMMENDATIONS)
    await db.execute(sql`INSERT INTO recommendations (user_id, organization_id, content_id, reason)
      SELECT u.id, o.id, c.id, ${recommendation.reason} FROM organizations o
        JOIN LATERAL (SELECT id FROM contents WHERE title = ${recommendation.title}
                       AND object_type = 104 ORDER BY id LIMIT 1) c ON true
        JOIN users u ON u.mobile_number = ${recommendation.mobileNumber}
       WHERE o.external_id = ${LIBRARY}
      ON CONFLICT DO NOTHING`);
}
