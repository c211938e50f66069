import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../platform/db.ts';

// Demo curated sets (issue 20 part 3), all marked 演示 (is_demo): 优选 picks
// with an editor's note each, 特色图书 collections and product bundles over the
// demo catalogue; and the rights statement of every work the seed wrote.

interface DemoSet {
  slug: string;
  kind: 'pick' | 'special' | 'bundle';
  title: string;
  summary: string;
  body?: string;
  claimable?: boolean;
  /** [content slug, the editor's note]; missing contents are skipped */
  items: [string, string][];
}

const DEMO_SETS: DemoSet[] = [
  {
    slug: 'pick-monthly',
    kind: 'pick',
    title: '本月优选：开卷有益',
    summary: '编辑部本月从书城里挑出的六种书与课程，每一种都写了推荐的理由。',
    items: [
      ['lunyu', '二十篇语录，篇篇短小。先读“学而”“为政”两篇，再挑感兴趣的章节读，不必从头到尾。'],
      ['tangshi-300', '蘅塘退士的选本流传最广，五绝、七绝最易上口，适合每天睡前读三五首。'],
      ['youmengying', '张潮的清言小品，一句一景，随手翻开哪一页都能读下去。'],
      ['guwen-guanzhi', '从《左传》到明文，两百余篇古文的入门选本，读懂它，文言就不再陌生。'],
      ['songci-300', '朱祖谋选本，兼收婉约与豪放，建议配合词牌知识一起读。'],
      ['course-tangshi-xuanjiang', '边听边读，课程按诗人编排，和《唐诗三百首》对照着看效果最好。'],
    ],
  },
  {
    slug: 'pick-first-classics',
    kind: 'pick',
    title: '给初读者的古典书目',
    summary: '没读过古书也不要紧：从押韵的蒙学读物开始，再到四书，循序渐进。',
    items: [
      ['sanzijing', '三字一句，押韵好记，讲的是古人眼中的常识与伦理，半小时就能读完一遍。'],
      ['qianziwen', '一千个字不重复，是古人的识字课本，也是书法家最爱写的文本。'],
      ['zengguang-xianwen', '俗语格言的汇编，很多今天常说的话都出自这里。'],
      ['daxue', '四书之首，篇幅最短；朱熹说要先读《大学》以定规模。'],
      ['audio-sanzijing', '不方便看书时，可以听有声版的《三字经》。'],
    ],
  },
  {
    slug: 'pick-ci',
    kind: 'pick',
    title: '婉约与豪放：词选五种',
    summary: '从花间到纳兰，五种词集带你看词这种文体如何从酒宴走向人生。',
    items: [
      ['huajianji', '最早的文人词总集，辞藻华美，读宋词之前值得先翻一翻。'],
      ['nantang-erzhu-ci', '李璟、李煜父子的词，亡国之后的作品尤其动人。'],
      ['songci-300', '宋词的代表选本，苏轼、辛弃疾与柳永、李清照同在一书。'],
      ['nalan-xingde', '清代词人纳兰性德，“人生若只如初见”即出自他的笔下。'],
      ['course-songci-jianshang', '课程逐首讲解名篇，适合读完选本后再听。'],
    ],
  },
  {
    slug: 'special-jingbu',
    kind: 'special',
    title: '古籍经典：经部要籍',
    summary: '四书与《诗经》《楚辞》的整理文本（非影印善本），可全文检索、在线阅读。',
    body: '经部是古代图书分类“经史子集”之首。本专区收录四书及《诗经》《楚辞》的整理文本，均据开源古籍数据整理，保留原文，适合通读与检索。',
    items: [
      ['lunyu', '孔子及其弟子的言行录。'],
      ['mengzi', '孟子与时人的论辩，文气充沛。'],
      ['daxue', '原为《礼记》一篇，宋代单独成书。'],
      ['zhongyong', '原为《礼记》一篇，讲“中和”之道。'],
      ['shijing', '最早的诗歌总集，风、雅、颂三百零五篇。'],
      ['chuci', '屈原、宋玉等人的辞赋，南方文学的源头。'],
    ],
  },
  {
    slug: 'special-mengxue',
    kind: 'special',
    title: '蒙学：童蒙读物十种',
    summary: '古代儿童的启蒙课本：识字、属对、典故与处世，今天读来依然有趣。',
    body: '蒙学读物是古人读书的第一步。三百千（《三字经》《百家姓》《千字文》）识字，《声律启蒙》学对仗，《幼学琼林》记典故，《增广贤文》《朱子家训》讲处世。',
    items: [
      ['sanzijing', '识字与常识。'],
      ['baijiaxing', '常见姓氏四百余个。'],
      ['qianziwen', '千字不重复的韵文。'],
      ['dizigui', '据《论语》“弟子入则孝”一章敷衍而成。'],
      ['qianjiashi', '唐宋名家绝句律诗选本。'],
      ['shenglv-qimeng', '学习对仗与声律的韵书。'],
      ['youxue-qionglin', '分类记述典故与名物。'],
      ['wenzi-mengqiu', '以故事教识字。'],
      ['zengguang-xianwen', '格言俗语汇编。'],
      ['zhuzi-jiaxun', '朱柏庐的治家格言。'],
    ],
  },
  {
    slug: 'special-tangshi',
    kind: 'special',
    title: '唐诗专藏',
    summary: '不同选本里的唐诗：蘅塘退士本、据《全唐诗》校订本与补录。',
    items: [
      ['tangshi-300', '通行的蘅塘退士选本。'],
      ['tangshi-300-qts', '同一选目，文字据《全唐诗》校订。'],
      ['tangshi-bulu', '通行本未收的名篇补录。'],
      ['shuimo-tangshi', '配合水墨画意编选的唐诗。'],
    ],
  },
  {
    slug: 'bundle-mengxue-starter',
    kind: 'bundle',
    title: '蒙学启蒙礼包',
    summary: '四种蒙学读物、一门入门课程和一部有声书，登录后可免费领取。',
    body: '领取后，礼包中的每一种资源都会出现在“我的资源”中，可完整阅读、观看与收听。',
    claimable: true,
    items: [
      ['sanzijing', '先读它。'],
      ['baijiaxing', ''],
      ['qianziwen', ''],
      ['dizigui', ''],
      ['course-mengxue-rumen', '配套讲解课程。'],
      ['audio-sanzijing', '配套有声书。'],
    ],
  },
  {
    slug: 'bundle-four-books',
    kind: 'bundle',
    title: '四书精读套装',
    summary: '《大学》《论语》《孟子》《中庸》与两门导读课程，由机构或编辑为读者开通。',
    items: [
      ['daxue', '第一步：定规模。'],
      ['lunyu', '第二步：立根本。'],
      ['mengzi', '第三步：观发越。'],
      ['zhongyong', '第四步：求微妙。'],
      ['course-lunyu-daodu', '《论语》导读课程。'],
      ['course-daxue-zhongyong', '《大学》《中庸》讲读课程。'],
    ],
  },
  {
    slug: 'bundle-shici',
    kind: 'bundle',
    title: '诗词鉴赏课程包',
    summary: '唐诗、宋词两种选本，两门鉴赏课程和一部唐诗有声书。',
    items: [
      ['tangshi-300', ''],
      ['songci-300', ''],
      ['course-tangshi-xuanjiang', ''],
      ['course-songci-jianshang', ''],
      ['audio-tangshi-xuan', ''],
    ],
  },
];

const CORPUS_SOURCE = '开源古诗词数据库 chinese-poetry（npm 包 chinese-poetry 收录的整理文本）';
const CORPUS_SOURCE_URL = 'https://github.com/chinese-poetry/chinese-poetry';

/**
 * Writes the demo curated sets (kept when their slug exists) and the rights
 * statement of every content item without one: the demo corpus's texts are
 * public domain (their authors died centuries ago); the demo courses and
 * audio books are Moyue's own demo productions read from those texts.
 */
export async function writeDemoCurated(db: Db): Promise<void> {
  for (const [order, set] of DEMO_SETS.entries()) {
    const [row] = await selectRows<{ id: number }>(
      db,
      sql`INSERT INTO curated_sets (kind, slug, title, summary, body, claimable, is_demo, sort_order)
          VALUES (${set.kind}, ${set.slug}, ${set.title}, ${set.summary}, ${set.body ?? ''},
                  ${set.claimable ?? false}, true, ${order})
          ON CONFLICT (slug) DO NOTHING RETURNING id::int AS id`,
    );
    if (!row) continue;
    for (const [position, [slug, note]] of set.items.entries())
      await db.execute(sql`INSERT INTO curated_set_items (set_id, content_id, note, sort_order)
        SELECT ${row.id}, id, ${note}, ${position} FROM contents WHERE slug = ${slug}
        ON CONFLICT DO NOTHING`);
  }
  await db.execute(sql`INSERT INTO content_rights (content_id, status, holder, statement, source, source_url)
    SELECT c.id,
           CASE WHEN c.object_type IN (107, 156) THEN 'licensed' ELSE 'public-domain' END,
           CASE WHEN c.object_type IN (107, 156) THEN '墨阅（演示）' ELSE '' END,
           CASE
             WHEN c.object_type = 107 THEN
               '本课程为墨阅制作的演示课程：视频画面由平台自动生成，讲解所依据的古典原文属于公有领域。课程本身由墨阅发布，仅供演示。'
             WHEN c.object_type = 156 THEN
               '本有声书为墨阅制作的演示内容：朗读音频由开源语音合成软件 eSpeak NG 生成，所朗读的古典原文属于公有领域。'
             ELSE
               '《' || c.title || '》' ||
               CASE WHEN c.author <> '' THEN '（' || CASE WHEN c.dynasty <> '' THEN c.dynasty || '·' ELSE '' END || c.author || '）' ELSE '' END ||
               '为古代作品，作者去世已逾百年，著作权保护期早已届满，属于公有领域，任何人均可自由阅读、复制与传播。本平台所载文本为整理本；书中的出版社、ISBN 与封面为演示数据。'
           END,
           CASE WHEN c.object_type IN (107, 156) THEN '墨阅演示内容，原文取自 ' || ${CORPUS_SOURCE}
                ELSE ${CORPUS_SOURCE} END,
           ${CORPUS_SOURCE_URL}
      FROM contents c
     -- only what the seed wrote: the corpus's books (demo ISBN prefix 9797) and the demo
     -- courses and audio books; an imported book's rights are not the seed's to state
     WHERE (c.object_type NOT IN (107, 156) AND replace(c.isbn, '-', '') LIKE '9797%')
        OR (c.object_type = 107 AND c.slug LIKE 'course-%')
        OR (c.object_type = 156 AND c.slug LIKE 'audio-%')
     ON CONFLICT (content_id) DO NOTHING`);
}
