import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../platform/db.ts';

// The demo presses of the catalogue (packages/corpus DEMO_PUBLISHERS, the demo
// audio books' and courses' publishers) become shop records (issue 20): an
// introduction, an address (DcdAdress), marked 演示, and one editorial
// department per top-level 中图法 class of their books. Fictional, like the
// presses' names.

const INTRODUCTIONS: Record<string, { introduction: string; address: string }> = {
  '墨阅古籍出版社（演示）': {
    introduction:
      '墨阅古籍出版社（演示）专注古籍整理与普及出版，以经、史、子、集为主线，出版标点本、注释本与大众读本，让古代经典走进今天的书桌。',
    address: '北京市东城区砚台胡同 8 号（演示地址）',
  },
  '松风文库出版社（演示）': {
    introduction:
      '松风文库出版社（演示）以“一卷在手，松风满怀”为宗旨，出版诗词、笔记、小说等传统文学作品的精校本，兼顾学术与大众阅读。',
    address: '杭州市西湖区松风路 12 号（演示地址）',
  },
  '青简书苑（演示）': {
    introduction:
      '青简书苑（演示）取“汗青竹简”之意，致力于史部典籍与历史读物的出版，书目涵盖正史、杂史、地理与传记。',
    address: '西安市碑林区青简街 3 号（演示地址）',
  },
  '云笺典藏出版社（演示）': {
    introduction:
      '云笺典藏出版社（演示）以典藏版、珍藏版为特色，精选历代名著，配以导读与注释，适合收藏与反复阅读。',
    address: '苏州市姑苏区云笺巷 21 号（演示地址）',
  },
  '砚池文化出版社（演示）': {
    introduction:
      '砚池文化出版社（演示）关注传统文化教育，出版蒙学读物、家训家书与文化普及读本，服务学校与家庭阅读。',
    address: '成都市青羊区砚池路 6 号（演示地址）',
  },
  '月桂书坊（演示）': {
    introduction:
      '月桂书坊（演示）是一家小而精的文学出版机构，偏爱短篇、小品与随笔，希望每一本书都轻便好读。',
    address: '广州市越秀区月桂坊 15 号（演示地址）',
  },
  '墨阅有声（演示）': {
    introduction: '墨阅有声（演示）制作经典作品的有声书，以清晰朗读陪伴通勤、家务与睡前时光。',
    address: '上海市徐汇区声音大道 1 号（演示地址）',
  },
  '墨阅课程中心（演示）': {
    introduction: '墨阅课程中心（演示）出品经典导读与名篇选讲视频课程，配合原著阅读使用。',
    address: '北京市海淀区学堂路 9 号（演示地址）',
  },
};

const DEFAULT_ADDRESS = '（演示地址）';

/**
 * Fills the shop records of the demo presses not yet filled (is_demo false):
 * introduction, address, the 演示 mark and the departments. A press filled
 * once is left to the editors (their changes and deletions stay).
 */
export async function writeDemoPresses(db: Db): Promise<number> {
  const presses = await selectRows<{ id: number; name: string }>(
    db,
    sql`SELECT id::int AS id, name FROM publishers
         WHERE name LIKE '%（演示）' AND NOT is_demo ORDER BY id`,
  );
  for (const press of presses) {
    const known = INTRODUCTIONS[press.name];
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE publishers SET is_demo = true, updated_at = now(),
              introduction = ${known?.introduction ?? `${press.name}是墨阅的演示出版社，其图书来自公版古籍。`},
              dcd_address = ${known?.address ?? DEFAULT_ADDRESS}
            WHERE id = ${press.id}`,
      );
      // One department per top-level 中图法 class of the press's books.
      const classes = await selectRows<{ title: string; contentIds: string }>(
        tx,
        sql`WITH RECURSIVE up AS (
              SELECT cc.content_id, cat.parent_id, cat.title
                FROM content_categories cc
                JOIN contents c ON c.id = cc.content_id AND c.publisher_id = ${press.id}
                JOIN categories cat ON cat.id = cc.category_id
              UNION ALL
              SELECT up.content_id, p.parent_id, p.title FROM up JOIN categories p ON p.id = up.parent_id)
            SELECT title, string_agg(DISTINCT content_id::text, ',') AS "contentIds"
              FROM up WHERE parent_id IS NULL GROUP BY title ORDER BY count(*) DESC, title`,
      );
      for (const [order, group] of classes.entries()) {
        const title = `${group.title.replace(/^[A-Z]+\s*/, '')}编辑部`;
        const [department] = await selectRows<{ id: number }>(
          tx,
          sql`INSERT INTO press_departments (publisher_id, title, introduction, sort_order)
              VALUES (${press.id}, ${title},
                      ${`负责${press.name}“${group.title}”类图书的选题、整理与编校。`}, ${order})
              ON CONFLICT (publisher_id, title) DO UPDATE SET sort_order = EXCLUDED.sort_order
              RETURNING id::int AS id`,
        );
        if (!department) continue;
        await tx.execute(
          sql`INSERT INTO press_department_contents (department_id, content_id, sort_order)
              SELECT ${department.id}, id, row_number() OVER (ORDER BY id)
                FROM unnest(${`{${group.contentIds}}`}::bigint[]) AS id
              ON CONFLICT DO NOTHING`,
        );
      }
    });
  }
  return presses.length;
}
