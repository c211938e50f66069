import { sql } from 'drizzle-orm';
import { seedRuns } from '../db/schema/seed.ts';
import type { Db } from '../platform/db.ts';

/** What a demo institution holds: these slugs, and every slug starting with one of the prefixes. */
export interface DemoHoldings {
  organization: string;
  slugs: string[];
  prefixes: string[];
  /** slugs never held, even when a prefix names them */
  except: string[];
}

const FOUR_BOOKS = ['lunyu', 'daxue', 'zhongyong', 'mengzi'];
const PRIMERS = [
  'sanzijing',
  'sanzijing-traditional',
  'baijiaxing',
  'qianziwen',
  'dizigui',
  'zhuzi-jiaxun',
  'zengguang-xianwen',
  'shenglv-qimeng',
  'youxue-qionglin',
  'wenzi-mengqiu',
];
const SHIJING = ['shijing', 'shijing-guofeng', 'shijing-xiaoya', 'shijing-daya', 'shijing-song'];
/**
 * Issue 12 item 9: the demo institutions hold real collections, so 机构馆藏
 * shows their members something. The library (whose network is this
 * machine's loopback, so everyone here reads its holdings whole) holds the
 * Four Books, the primers, 诗经, 楚辞, 古文观止, 幽梦影, the Song poets'
 * volumes and two courses; it holds none of the poetry anthologies, Tang or
 * ci volumes nor 《论语》导读, so the demo's trial reading stays visible on
 * this machine (明月's locked full-text hits, 李白诗集, locked lessons). The
 * college (e-books only, library type 3) holds the primers, the Four Books,
 * three anthologies and the qu volumes; the partner academy 诗经, 楚辞, the ci
 * anthologies and the Tang and ci volumes (not 李白诗集).
 */
export const DEMO_HOLDINGS: DemoHoldings[] = [
  {
    organization: 'org-demo-library',
    slugs: [
      ...FOUR_BOOKS,
      ...PRIMERS,
      ...SHIJING,
      'chuci',
      'guwen-guanzhi',
      'youmengying',
      'course-tangshi-xuanjiang',
      'course-songci-jianshang',
    ],
    prefixes: ['song-'],
    except: [],
  },
  {
    organization: 'org-demo-college',
    slugs: [...FOUR_BOOKS, ...PRIMERS, 'guwen-guanzhi', 'tangshi-300', 'songci-300'],
    prefixes: ['qu-'],
    except: [],
  },
  {
    organization: 'org-demo-partner',
    slugs: [...SHIJING, 'chuci', 'huajianji', 'nantang-erzhu-ci', 'nalan-xingde'],
    prefixes: ['tang-', 'ci-'],
    except: ['tang-li-bai-1', 'tang-li-bai-2', 'tang-li-bai-3'],
  },
];

/** The seed_runs row that says the demo holdings were written (once: an operator's later changes stay). */
export const HOLDINGS_SEED_RUN = 'demo-holdings';

/**
 * Writes the demo institutions' holdings of the stored contents (by slug),
 * once per database: a database seeded before there were holdings gets them
 * on its next start; afterwards nothing is rewritten, so holdings an operator
 * removed stay removed. Returns the rows added.
 */
export async function writeDemoHoldings(db: Db): Promise<number> {
  const done = await db
    .select({ name: seedRuns.name })
    .from(seedRuns)
    .where(sql`${seedRuns.name} = ${HOLDINGS_SEED_RUN}`);
  if (done.length > 0) return 0;
  let added = 0;
  await db.transaction(async (tx) => {
    for (const holdings of DEMO_HOLDINGS) {
      const prefixes = holdings.prefixes.map((prefix) => `${prefix}%`);
      const result: unknown = await tx.execute(sql`
        INSERT INTO organization_holdings (organization_id, content_id)
        SELECT o.id, c.id FROM organizations o
          JOIN contents c ON (c.slug = ANY(${`{${holdings.slugs.join(',')}}`}::text[])
                              OR c.slug LIKE ANY(${`{${prefixes.join(',')}}`}::text[]))
                         AND NOT c.slug = ANY(${`{${holdings.except.join(',')}}`}::text[])
         WHERE o.external_id = ${holdings.organization}
        ON CONFLICT DO NOTHING
        RETURNING content_id`);
      added += (result as { rows: unknown[] }).rows.length;
    }
    await tx
      .insert(seedRuns)
      .values({ name: HOLDINGS_SEED_RUN, detail: `${added} holdings` })
      .onConflictDoNothing();
  });
  return added;
}
