import { sql } from 'drizzle-orm';
import { NOTICE_MESSAGE_TYPE } from '@moyue/contracts/api/messages';
import { selectRows, type Db } from '../platform/db.ts';

// The demo notices (messageType 5, spec §2 head notice and /wrap/noticeList),
// marked 演示; editors add and change theirs in /admin. Oldest first, so the
// head notice (the newest) is the last one here.
const DEMO_NOTICES: { title: string; contents: string; daysAgo: number }[] = [
  {
    title: '【演示】墨阅数字阅读平台上线',
    daysAgo: 30,
    contents: `墨阅（演示站）今日上线。平台收录公有领域的经典古籍与近现代名著，提供电子书、有声书与课程，支持在线阅读、全文检索与 AI 读书助手。

## 你可以
- 在「书城」按中图法分类或关键词找书；
- 在「榜单」看看大家这周在读什么；
- 登录后把书加入书架，阅读进度在各设备间同步。

本站为演示环境，书目与阅读数据均为演示数据。`,
  },
  {
    title: '【演示】机构读者认证指南',
    daysAgo: 14,
    contents: `在学校或图书馆的网络内登录后，进入「个人中心 → 账号设置 → 绑定机构」，选择你的机构即可完成认证。

- 认证有效期 180 天，到期前 30 天页头会提醒；
- 认证后可阅读本机构馆藏的全部资源；
- 不在机构网络内时，可通过机构统一认证（SSO）登录。`,
  },
  {
    title: '【演示】“四书共读”稀有书卡活动开始',
    daysAgo: 3,
    contents: `读完《大学》《论语》《孟子》《中庸》四部书，即可获得「四书 · 稀有数字书卡」，在「个人中心 → 我的卡包」中查看。

活动期间每日签到另得积分，欢迎与同学、同事一起参加。`,
  },
];

/** Writes the demo notices not yet present (by title); answers how many were added. */
export async function writeDemoNotices(db: Db): Promise<number> {
  let added = 0;
  for (const notice of DEMO_NOTICES) {
    const rows = await selectRows<{ id: number }>(
      db,
      sql`INSERT INTO messages (user_id, message_type, title, contents, created_at)
          SELECT NULL, ${NOTICE_MESSAGE_TYPE}, ${notice.title}, ${notice.contents},
                 now() - make_interval(days => ${notice.daysAgo})
           WHERE NOT EXISTS (SELECT 1 FROM messages WHERE user_id IS NULL
                               AND message_type = ${NOTICE_MESSAGE_TYPE} AND title = ${notice.title})
          RETURNING id::int AS id`,
    );
    added += rows.length;
  }
  return added;
}
