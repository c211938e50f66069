import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../platform/db.ts';
import { hashPassword } from '../modules/accounts/password.ts';
import { DEMO_PASSWORD } from './demo-people.ts';

/** The demo editor of the README's table: signs in to /admin (issue 15). */
export const DEMO_EDITOR = {
  mobileNumber: '13800000009',
  email: 'editor@moyue.example',
  realName: '林墨编',
  nickName: '墨编',
  role: 'editor',
} as const;

interface DemoTopic {
  slug: string;
  title: string;
  summary: string;
  body: string;
  /** linked contents, in order, by slug (missing ones are skipped) */
  contents: string[];
}

const DEMO_TOPICS: DemoTopic[] = [
  {
    slug: 'topic-tang-song',
    title: '唐诗宋词：千年的月光',
    summary: '从《唐诗三百首》到《宋词三百首》，配合名家选讲课程，读懂诗词里的山河与人心。',
    body: `一轮明月，照过李白的床前，也照过苏轼的赤壁。本专题精选唐诗、宋词的经典选本与选讲课程，适合初读诗词的读者按顺序阅读。

## 推荐读法
- 先读《唐诗三百首》，每天三五首，不求多；
- 再听“唐诗选讲”“宋词鉴赏”课程，对照原文；
- 最后读《宋词三百首》，留意词牌与声情。`,
    contents: ['tangshi-300', 'course-tangshi-xuanjiang', 'songci-300', 'course-songci-jianshang'],
  },
  {
    slug: 'topic-four-books',
    title: '四书入门：与先贤对话',
    summary: '《论语》《大学》《中庸》《孟子》，中国人修身立世的根本读物。',
    body: `“学而时习之，不亦说乎。”四书是宋代以来读书人的入门书，也是理解中国传统思想的钥匙。

## 阅读顺序
朱熹主张先读《大学》以定规模，次读《论语》以立根本，次读《孟子》以观发越，最后读《中庸》以求古人之微妙处。本专题即按此顺序排列。`,
    contents: ['daxue', 'lunyu', 'mengzi', 'zhongyong'],
  },
  {
    slug: 'topic-primers',
    title: '蒙学经典：从三百千读起',
    summary: '《三字经》《百家姓》《千字文》与古文选本，陪孩子和自己重温启蒙读物。',
    body: `蒙学读物短小押韵，便于诵读。成年读者重读，也能从中看到古人的知识结构与教育观。

## 适合谁
- 家长：与孩子共读，每天一小段；
- 教师：作为传统文化课程的阅读材料。`,
    contents: ['sanzijing', 'baijiaxing', 'qianziwen', 'guwen-guanzhi'],
  },
];

/** The demo editor (role editor) and hot topics linking demo books and courses; existing rows are kept. */
export async function writeDemoTopics(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.execute(sql`INSERT INTO users (external_id, mobile_number, email, password_hash, nick_name, real_name)
    VALUES ('demo-editor', ${DEMO_EDITOR.mobileNumber}, ${DEMO_EDITOR.email}, ${passwordHash},
            ${DEMO_EDITOR.nickName}, ${DEMO_EDITOR.realName})
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO user_roles (user_id, role)
    SELECT id, ${DEMO_EDITOR.role} FROM users WHERE mobile_number = ${DEMO_EDITOR.mobileNumber}
    ON CONFLICT DO NOTHING`);
  for (const [order, topic] of DEMO_TOPICS.entries()) {
    const [row] = await selectRows<{ id: number }>(
      db,
      sql`INSERT INTO topics (slug, title, summary, body, sort_order)
          VALUES (${topic.slug}, ${topic.title}, ${topic.summary}, ${topic.body}, ${order})
          ON CONFLICT (slug) DO NOTHING RETURNING id::int AS id`,
    );
    if (!row) continue;
    for (const [position, slug] of topic.contents.entries())
      await db.execute(sql`INSERT INTO topic_contents (topic_id, content_id, sort_order)
        SELECT ${row.id}, id, ${position} FROM contents WHERE slug = ${slug} ON CONFLICT DO NOTHING`);
    // The topic's image: its first linked item's cover.
    await db.execute(sql`UPDATE topics t SET cover_url = '/files/public/' || c.cover_sha256 || '.svg'
      FROM topic_contents tc JOIN contents c ON c.id = tc.content_id
      JOIN stored_files sf ON sf.sha256 = c.cover_sha256 AND sf.mime_type = 'image/svg+xml'
      WHERE t.id = ${row.id} AND tc.topic_id = t.id AND tc.sort_order = 0`);
  }
}
