import { COVER_FONT_STACK, xmlEscape } from '@moyue/book-format/cover';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';
import { selectRows } from '../platform/db.ts';
import type { FileService } from '../modules/media/file.service.ts';

// Demo engagement (issue 5): alumni donations of a few demo books by two
// demo donors, the platform's and the demo library's reading lists, the
// demo institutions' recommend-to-buy settings, and two recommendations by
// demo accounts. The books stay the real corpus; only these people and
// their words are made up, and they say so (演示). Idempotent.

export interface DemoDonor {
  externalId: string;
  realName: string;
  identityType: string;
  graduateYear: string;
  schoolYear: string;
  educationExperience: string;
  /** Slugs of the books they donated, with their words to readers. */
  donations: { slug: string; words: string }[];
}

export const DEMO_DONORS: DemoDonor[] = [
  {
    externalId: 'donor-demo-1',
    realName: '林知远',
    identityType: '校友',
    graduateYear: '2010',
    schoolYear: '2006',
    educationExperience: '2006级 中文系 本科',
    donations: [
      {
        slug: 'lunyu',
        words: '（演示寄语）当年在图书馆读《论语》，受益至今。愿学弟学妹们也能从中得到启发。',
      },
      {
        slug: 'shijing-guofeng',
        words: '（演示寄语）国风是最鲜活的先民之声，捐给母校，与诸君共读。',
      },
    ],
  },
  {
    externalId: 'donor-demo-2',
    realName: '苏望舒',
    identityType: '校友',
    graduateYear: '2001',
    schoolYear: '1998',
    educationExperience: '1998级 历史系 硕士研究生',
    donations: [
      { slug: 'chuci', words: '（演示寄语）路漫漫其修远兮，吾将上下而求索。与母校师生共勉。' },
      { slug: 'mengzi', words: '（演示寄语）养吾浩然之气。谨以此书回馈母校。' },
    ],
  },
];

export interface DemoReadingList {
  externalId: string;
  /** null: the platform's list; else the external id of the institution that recommends it */
  organization: string | null;
  title: string;
  description: string;
  slugs: string[];
}

export const DEMO_READING_LISTS: DemoReadingList[] = [
  {
    externalId: 'list-demo-library-pre-qin',
    organization: 'org-demo-library',
    title: '示范图书馆 · 先秦典籍推荐',
    description: '馆员精选的先秦经典，适合作为通识阅读的起点。',
    slugs: ['lunyu', 'shijing', 'chuci', 'mengzi', 'daxue', 'zhongyong'],
  },
  {
    externalId: 'list-confucian-classics',
    organization: null,
    title: '四书入门',
    description: '《大学》《中庸》《论语》《孟子》，儒家经典的入门书单。',
    slugs: ['daxue', 'zhongyong', 'lunyu', 'mengzi'],
  },
  {
    externalId: 'list-shijing',
    organization: null,
    title: '诗经全览',
    description: '风、雅、颂，三百篇一次读完。',
    slugs: ['shijing', 'shijing-guofeng', 'shijing-xiaoya', 'shijing-daya', 'shijing-song'],
  },
  {
    externalId: 'list-mengxue',
    organization: null,
    title: '蒙学读本',
    description: '三字经、百家姓、千字文、弟子规：旧时童蒙的必读书。',
    slugs: ['sanzijing', 'baijiaxing', 'qianziwen', 'dizigui'],
  },
];

/** Recommend settings of the demo institutions: which fields are required (null: all configured) and 图书即采. */
export const DEMO_RECOMMEND_SETTINGS = [
  { organization: 'org-demo-library', requiredFields: null, recommendBuy: false },
  { organization: 'org-demo-college', requiredFields: null, recommendBuy: true },
  { organization: 'org-demo-partner', requiredFields: 'RecommendName', recommendBuy: false },
] as const;

/** Demo accounts who recommended a demo book (spec §9 reasons). */
export const DEMO_RECOMMENDATIONS = [
  { mobileNumber: '13800000003', slug: 'shijing', reason: 3, remark: '' },
  { mobileNumber: '13800000004', slug: 'shijing', reason: 5, remark: '' },
] as const;

/** A round face with the first character of the name (the donor has no photo). */
export function donorFaceSvg(name: string): string {
  const initial = xmlEscape(Array.from(name)[0] ?? '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
<circle cx="60" cy="60" r="60" fill="#1e4d4f"/>
<text x="60" y="78" text-anchor="middle" font-family="${COVER_FONT_STACK}" font-size="52" fill="#f1ecdf">${initial}</text>
</svg>`;
}

/** The donation certificate: donor, book and institution, marked as a demo. */
export function certificateSvg(input: { donor: string; title: string; year: string }): string {
  const donor = xmlEscape(input.donor);
  const title = xmlEscape(input.title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="560" viewBox="0 0 800 560">
<rect width="800" height="560" fill="#f8f1e3"/>
<rect x="24" y="24" width="752" height="512" fill="none" stroke="#b23a2e" stroke-width="6"/>
<rect x="40" y="40" width="720" height="480" fill="none" stroke="#c9a86a" stroke-width="2"/>
<g font-family="${COVER_FONT_STACK}" text-anchor="middle" fill="#2b2b2b">
<text x="400" y="130" font-size="54" fill="#8c2f2b">捐 赠 证 书</text>
<text x="400" y="230" font-size="28">兹感谢 ${donor} 校友</text>
<text x="400" y="285" font-size="28">向墨阅示范图书馆捐赠《${title}》</text>
<text x="400" y="340" font-size="22" fill="#5b2c2c">书香传承，泽被后学</text>
<text x="560" y="440" font-size="22">墨阅示范图书馆</text>
<text x="560" y="475" font-size="20">${xmlEscape(input.year)}年</text>
<text x="400" y="510" font-size="16" fill="#8a8a8a">（演示数据）</text>
</g>
<circle cx="560" cy="440" r="46" fill="none" stroke="#b23a2e" stroke-width="4" opacity="0.7"/>
</svg>`;
}

async function contentIdsBySlug(
  db: Db,
  slugs: string[],
): Promise<Map<string, { id: number; title: string }>> {
  if (slugs.length === 0) return new Map();
  const rows = await selectRows<{ id: number; slug: string; title: string }>(
    db,
    sql`SELECT id::int AS id, slug, title FROM contents WHERE slug = ANY(${`{${slugs.join(',')}}`}::text[])`,
  );
  return new Map(rows.map((row) => [row.slug, { id: row.id, title: row.title }]));
}

async function organizationIds(db: Db): Promise<Map<string, number>> {
  const rows = await selectRows<{ id: number; externalId: string }>(
    db,
    sql`SELECT id::int AS id, external_id AS "externalId" FROM organizations`,
  );
  return new Map(rows.map((row) => [row.externalId, row.id]));
}

/** Writes the demo donations, reading lists and recommend settings of the books present; keeps what exists. */
export async function writeDemoEngagement(db: Db, files: FileService): Promise<void> {
  const slugs = [
    ...DEMO_DONORS.flatMap((donor) => donor.donations.map((d) => d.slug)),
    ...DEMO_READING_LISTS.flatMap((list) => list.slugs),
    ...DEMO_RECOMMENDATIONS.map((r) => r.slug),
  ];
  const contents = await contentIdsBySlug(db, [...new Set(slugs)]);
  const orgs = await organizationIds(db);

  for (const donor of DEMO_DONORS) {
    const face = await files.storePublic(donorFaceSvg(donor.realName), 'image/svg+xml');
    const certificates = new Map<string, string>();
    for (const donation of donor.donations) {
      const content = contents.get(donation.slug);
      if (!content) continue;
      const certificate = await files.storePublic(
        certificateSvg({ donor: donor.realName, title: content.title, year: donor.graduateYear }),
        'image/svg+xml',
      );
      certificates.set(donation.slug, certificate.url);
    }
    await db.transaction(async (tx) => {
      const [row] = await selectRows<{ id: number }>(
        tx,
        sql`INSERT INTO donors (external_id, real_name, identity_type, graduate_year, school_year,
                                education_experience, face_url)
            VALUES (${donor.externalId}, ${donor.realName}, ${donor.identityType}, ${donor.graduateYear},
                    ${donor.schoolYear}, ${donor.educationExperience}, ${face.url})
            ON CONFLICT (external_id) DO UPDATE SET face_url = EXCLUDED.face_url
            RETURNING id::int AS id`,
      );
      if (!row) throw new Error(`donor ${donor.externalId} not stored`);
      for (const [index, donation] of donor.donations.entries()) {
        const content = contents.get(donation.slug);
        if (!content) continue;
        await tx.execute(sql`INSERT INTO content_donations (content_id, donor_id, words, certificate_url, created_at)
          VALUES (${content.id}, ${row.id}, ${donation.words}, ${certificates.get(donation.slug) ?? ''},
                  now() - ${`${index} days`}::interval)
          ON CONFLICT (content_id) DO NOTHING`);
      }
    });
  }

  for (const [order, list] of DEMO_READING_LISTS.entries()) {
    const organizationId = list.organization ? (orgs.get(list.organization) ?? null) : null;
    if (list.organization && organizationId === null) continue;
    const members = list.slugs.flatMap((slug) => contents.get(slug) ?? []);
    if (members.length === 0) continue;
    await db.transaction(async (tx) => {
      const [row] = await selectRows<{ id: number }>(
        tx,
        sql`INSERT INTO reading_lists (external_id, organization_id, title, description, sort_order)
            VALUES (${list.externalId}, ${organizationId}, ${list.title}, ${list.description}, ${order})
            ON CONFLICT (external_id) DO UPDATE SET title = EXCLUDED.title
            RETURNING id::int AS id`,
      );
      if (!row) throw new Error(`reading list ${list.externalId} not stored`);
      for (const [position, content] of members.entries()) {
        await tx.execute(sql`INSERT INTO reading_list_contents (reading_list_id, content_id, sort_order)
          VALUES (${row.id}, ${content.id}, ${position}) ON CONFLICT DO NOTHING`);
      }
    });
  }

  for (const setting of DEMO_RECOMMEND_SETTINGS) {
    const organizationId = orgs.get(setting.organization);
    if (organizationId === undefined) continue;
    await db.execute(sql`INSERT INTO recommend_settings (organization_id, required_fields, recommend_buy)
      VALUES (${organizationId}, ${setting.requiredFields}, ${setting.recommendBuy})
      ON CONFLICT (organization_id) DO NOTHING`);
  }

  for (const recommendation of DEMO_RECOMMENDATIONS) {
    const content = contents.get(recommendation.slug);
    if (!content) continue;
    await db.execute(sql`INSERT INTO recommendations (user_id, organization_id, content_id, reason, remark)
      SELECT u.id, uo.organization_id, ${content.id}, ${recommendation.reason}, ${recommendation.remark}
        FROM users u JOIN user_organizations uo ON uo.user_id = u.id
       WHERE u.mobile_number = ${recommendation.mobileNumber}
      ON CONFLICT (user_id, organization_id, content_id) DO NOTHING`);
  }
}
