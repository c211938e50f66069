// Demo courses (object type 107, issue 5): lectures on the public-domain books
// of the demo catalogue. Each lesson reads the text of real TOC nodes of its
// book; the lecturers and the course centre are made up (marked 演示 where shown),
// and the 教材 subjects a course is filed under are our own choice.
import type { CatalogueBook } from '../types.ts';

/** spec §2 course filter: 1 高校名师, 2 出版机构, 3 墨阅自制 (contracts ContentSource). */
export type CourseSource = 1 | 2 | 3;

/**
 * Codes of the 教材 (jc) hierarchy: stage, then subject (server migration
 * 0018_textbook_hierarchy.sql makes the tree; the codes must match it).
 */
export const TextbookCode = {
  /** 高等教育 · 大学语文 */
  CollegeChinese: '1001',
  /** 高等教育 · 中国古代文学 */
  ClassicalLiterature: '1002',
  /** 高等教育 · 古代汉语 */
  ClassicalChinese: '1003',
  /** 高等教育 · 中国哲学 */
  ChinesePhilosophy: '1004',
  /** 高等教育 · 中国古代史 */
  AncientHistory: '1005',
  /** 普通高中 · 高中语文 */
  HighSchoolChinese: '2001',
  /** 普通高中 · 高中历史 */
  HighSchoolHistory: '2002',
  /** 义务教育 · 初中语文 */
  MiddleSchoolChinese: '3001',
  /** 义务教育 · 小学语文 */
  PrimarySchoolChinese: '3002',
} as const;
export type TextbookCode = (typeof TextbookCode)[keyof typeof TextbookCode];

/** Where a lesson's text comes from: TOC nodes of a demo book, by title (first match). */
export interface LessonSource {
  slug: string;
  node: string;
}

export interface CoursePlanLesson {
  title: string;
  /** what the lesson teaches, in a sentence (courseware first page) */
  summary: string;
  source: LessonSource;
}

export interface CoursePlan {
  slug: string;
  title: string;
  lecturer: string;
  abstract: string;
  /** knowledge points (spec §3 Keywords, joined with the full-width comma) */
  keywords: string[];
  clcCode: string;
  /**
   * The 教材 subjects the course is taught under — our own judgement of which
   * curricula its texts belong to, not a publisher's or ministry's listing.
   * At most one subject a stage: the facet counts of a stage add up its subjects.
   */
  textbookCodes: TextbookCode[];
  contentSource: CourseSource;
  playCount: number;
  /** YYYY-MM-DD: the course's update time (spec §2 sort) and issue date */
  updated: string;
  isFree: boolean;
  lessons: CoursePlanLesson[];
}

/** A lesson with the corpus text it reads. */
export interface CatalogueLesson extends CoursePlanLesson {
  key: number;
  /** the source node's title as the book has it */
  sourceTitle: string;
  /** the source book's title */
  bookTitle: string;
  /** passages of the source node (traditional or simplified, as the corpus has them) */
  text: string[];
}

export interface CatalogueCourse extends Omit<CoursePlan, 'lessons'> {
  /** the made-up course centre (shown as publisher) */
  publisher: string;
  lessons: CatalogueLesson[];
}

export const COURSE_PUBLISHER = '墨阅课程中心（演示）';

const lesson = (title: string, summary: string, slug: string, node: string): CoursePlanLesson => ({
  title,
  summary,
  source: { slug, node },
});

/** The demo courses. Abstracts and keywords stay clear of 明月 so the e-book searches keep their counts. */
export const COURSE_PLANS: readonly CoursePlan[] = [
  {
    slug: 'course-lunyu-daodu',
    title: '《论语》导读',
    lecturer: '周文渊',
    abstract:
      '从《学而》《为政》《里仁》《颜渊》四篇入手，逐章串讲孔子关于学习、为政、仁与礼的核心思想，配有讲义与原文素材。',
    keywords: ['孔子', '仁', '礼', '君子', '学而时习之'],
    clcCode: 'B22',
    textbookCodes: [TextbookCode.ChinesePhilosophy, TextbookCode.HighSchoolChinese],
    contentSource: 1,
    playCount: 12860,
    updated: '2026-10-12',
    isFree: false,
    lessons: [
      lesson('第一讲　学而：学习与修身', '学而时习之，谈“学”与“习”的关系。', 'lunyu', '学而篇'),
      lesson('第二讲　为政：为政以德', '以德治国的比喻与孔子的政治理想。', 'lunyu', '为政篇'),
      lesson('第三讲　里仁：仁者之心', '仁的内涵与君子、小人之辨。', 'lunyu', '里仁篇'),
      lesson('第四讲　颜渊：克己复礼', '克己复礼为仁，仁与礼的统一。', 'lunyu', '颜渊篇'),
    ],
  },
  {
    slug: 'course-tangshi-xuanjiang',
    title: '唐诗选讲',
    lecturer: '沈若谷',
    abstract:
      '精选王之涣、王维、李白、杜甫的名篇，讲解五言绝句与律诗的格律、意象与意境，体会盛唐气象。',
    keywords: ['五言绝句', '意境', '王维', '李白', '杜甫'],
    clcCode: 'I22',
    textbookCodes: [TextbookCode.ClassicalLiterature, TextbookCode.HighSchoolChinese],
    contentSource: 1,
    playCount: 20417,
    updated: '2026-11-02',
    isFree: false,
    lessons: [
      lesson(
        '第一讲　王之涣《登鹳雀楼》',
        '登高望远：短短二十字中的空间与哲理。',
        'tangshi-300',
        '登鸛雀樓',
      ),
      lesson(
        '第二讲　王维《相思》',
        '红豆寄情：以物寄情的含蓄之美。',
        'tangshi-300',
        '相思（王維）',
      ),
      lesson('第三讲　李白《静夜思》', '床前望月：游子思乡的千古绝唱。', 'tangshi-300', '靜夜思'),
      lesson('第四讲　杜甫《春望》', '国破山河在：沉郁顿挫的家国之思。', 'tangshi-300', '春望'),
    ],
  },
  {
    slug: 'course-songci-jianshang',
    title: '宋词鉴赏',
    lecturer: '顾晚晴',
    abstract: '从词牌、章法到风格流派，赏析苏轼、李清照、辛弃疾的代表作，比较豪放与婉约两种词风。',
    keywords: ['词牌', '豪放派', '婉约派', '苏轼', '李清照', '辛弃疾'],
    clcCode: 'I22',
    textbookCodes: [TextbookCode.ClassicalLiterature, TextbookCode.HighSchoolChinese],
    contentSource: 2,
    playCount: 9342,
    updated: '2026-09-20',
    isFree: false,
    lessons: [
      lesson(
        '第一讲　苏轼《水调歌头》',
        '中秋怀人，旷达与深情并存的豪放词。',
        'songci-300',
        '水调歌头（明月几时有',
      ),
      lesson(
        '第二讲　苏轼《江城子》',
        '十年生死两茫茫：悼亡词的深情与白描。',
        'songci-300',
        '江城子（十年生死',
      ),
      lesson(
        '第三讲　李清照《声声慢》',
        '叠字开篇，婉约词的音律与愁绪。',
        'songci-300',
        '声声慢（寻寻觅觅',
      ),
      lesson(
        '第四讲　辛弃疾《青玉案·元夕》',
        '灯火阑珊：以乐景写哀情的名篇。',
        'songci-300',
        '青玉案（东风夜放',
      ),
    ],
  },
  {
    slug: 'course-shijing-guofeng',
    title: '《诗经·国风》选讲',
    lecturer: '墨阅课程组',
    abstract:
      '《国风》是周代各地的民歌。本课选讲《关雎》《桃夭》《蒹葭》，讲解赋、比、兴与重章叠句的手法。',
    keywords: ['国风', '赋比兴', '重章叠句', '四言诗'],
    clcCode: 'I22',
    textbookCodes: [TextbookCode.ClassicalLiterature, TextbookCode.HighSchoolChinese],
    contentSource: 3,
    playCount: 6521,
    updated: '2026-08-30',
    isFree: false,
    lessons: [
      lesson(
        '第一讲　《关雎》：起兴与比喻',
        '关关雎鸠：以鸟起兴的爱情诗。',
        'shijing-guofeng',
        '关雎',
      ),
      lesson(
        '第二讲　《桃夭》：重章叠句',
        '桃之夭夭：祝福新婚的反复咏叹。',
        'shijing-guofeng',
        '桃夭',
      ),
      lesson(
        '第三讲　《蒹葭》：意象与追寻',
        '在水一方：朦胧意境中的追寻。',
        'shijing-guofeng',
        '蒹葭',
      ),
    ],
  },
  {
    slug: 'course-daxue-zhongyong',
    title: '《大学》《中庸》精读',
    lecturer: '陆承之',
    abstract:
      '精读《大学》的三纲领八条目与《中庸》的中和之道，理解儒家修身、齐家、治国、平天下的次第。',
    keywords: ['格物致知', '修齐治平', '中庸之道', '慎独'],
    clcCode: 'B22',
    textbookCodes: [TextbookCode.ChinesePhilosophy],
    contentSource: 2,
    playCount: 4875,
    updated: '2026-07-18',
    isFree: false,
    lessons: [
      lesson('第一讲　《大学》的三纲领', '明明德、亲民、止于至善。', 'daxue', '第一章'),
      lesson('第二讲　《大学》的八条目', '从格物致知到治国平天下。', 'daxue', '第二章'),
      lesson('第三讲　《中庸》的中和之道', '喜怒哀乐之未发谓之中。', 'zhongyong', '第一章'),
      lesson('第四讲　君子中庸', '君子而时中，小人而无忌惮。', 'zhongyong', '第二章'),
    ],
  },
  {
    slug: 'course-chuci-quyuan',
    title: '楚辞与屈原',
    lecturer: '墨阅课程组',
    abstract:
      '走近屈原与楚辞：《离骚》的香草美人、《九歌》的祭祀歌舞与《国殇》的悲壮，了解楚辞体的形式特点。本课程免费开放。',
    keywords: ['屈原', '离骚', '九歌', '楚辞体', '香草美人'],
    clcCode: 'I22',
    textbookCodes: [TextbookCode.ClassicalLiterature, TextbookCode.HighSchoolChinese],
    contentSource: 3,
    playCount: 7903,
    updated: '2026-10-28',
    isFree: true,
    lessons: [
      lesson('第一讲　《离骚》：香草美人', '屈原的理想与香草美人的象征。', 'chuci', '离骚'),
      lesson('第二讲　《九歌·湘夫人》', '楚地祭歌中的思慕之情。', 'chuci', '湘夫人'),
      lesson('第三讲　《九歌·国殇》', '悼念阵亡将士的悲壮颂歌。', 'chuci', '国殇'),
    ],
  },
  {
    slug: 'course-mengxue-rumen',
    title: '蒙学经典入门',
    lecturer: '林素心',
    abstract:
      '《三字经》《千字文》《弟子规》是传统启蒙读物。本课讲解它们的内容、韵律与教育理念，适合亲子共读。',
    keywords: ['蒙学', '三字经', '千字文', '弟子规', '启蒙教育'],
    clcCode: 'H19',
    textbookCodes: [TextbookCode.PrimarySchoolChinese],
    contentSource: 1,
    playCount: 15230,
    updated: '2026-11-10',
    isFree: false,
    lessons: [
      lesson('第一讲　《三字经》：人之初', '三字一句的韵文与“教”的道理。', 'sanzijing', '三字经'),
      lesson('第二讲　《千字文》：天地玄黄', '一千个不重复的字写成的韵文。', 'qianziwen', '千字文'),
      lesson('第三讲　《弟子规》：入则孝', '孝亲敬长的日常规范。', 'dizigui', '入則孝'),
    ],
  },
];

/** The books the demo courses read (the seed keeps them at hand while it writes the catalogue). */
export const COURSE_SOURCE_SLUGS: ReadonlySet<string> = new Set(
  COURSE_PLANS.flatMap((plan) => plan.lessons.map((planned) => planned.source.slug)),
);

/** Characters of a lesson's text kept for courseware and materials. */
const LESSON_TEXT_LIMIT = 900;

function lessonText(book: CatalogueBook, nodeKey: number): string[] {
  const lines: string[] = [];
  let length = 0;
  for (const passage of book.passages) {
    if (passage.tocKey !== nodeKey) continue;
    if (length >= LESSON_TEXT_LIMIT) break;
    const text = passage.text.slice(0, LESSON_TEXT_LIMIT - length);
    lines.push(text);
    length += text.length;
  }
  return lines;
}

/**
 * The courses whose books are at hand (the demo catalogue holds them all),
 * each lesson with the text of its source node. A lesson whose node is not
 * found is left out rather than given made-up text.
 */
export function demoCourses(
  bookOf: (slug: string) => CatalogueBook | undefined,
): CatalogueCourse[] {
  const courses: CatalogueCourse[] = [];
  for (const plan of COURSE_PLANS) {
    const lessons: CatalogueLesson[] = [];
    for (const planned of plan.lessons) {
      const book = bookOf(planned.source.slug);
      const node = book?.toc.find((entry) => entry.title.includes(planned.source.node));
      if (!book || !node) continue;
      lessons.push({
        ...planned,
        key: lessons.length + 1,
        sourceTitle: node.title,
        bookTitle: book.title,
        text: lessonText(book, node.key),
      });
    }
    if (lessons.length > 0) courses.push({ ...plan, publisher: COURSE_PUBLISHER, lessons });
  }
  return courses;
}
