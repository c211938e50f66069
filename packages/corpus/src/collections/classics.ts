// 四书 and the pre-Qin classics: 论语, 诗经 (whole and its four parts), 楚辞, 大学, 中庸, 孟子.
import type { BookDraft } from '../book.ts';
import { Clc } from '../clc.ts';
import { readJson, recordOf, records, str, strings } from '../json.ts';
import { BookBuilder, addGroupedWorks } from '../paging.ts';
import { chineseNumber } from '../text.ts';

function lunyu(): BookDraft {
  const builder = new BookBuilder();
  for (const chapter of records(readJson('lunyu/lunyu.json'))) {
    builder.addParagraphs(str(chapter, 'chapter'), strings(chapter, 'paragraphs'));
  }
  return {
    meta: {
      slug: 'lunyu',
      title: '论语',
      author: '孔子弟子及再传弟子',
      dynasty: '春秋',
      clcCode: Clc.preQinPhilosophy,
      keywords: ['论语', '孔子', '儒家', '四书'],
    },
    builder,
  };
}

interface ShijingPoem {
  title: string;
  chapter: string;
  section: string;
  lines: string[];
}

function shijingPoems(): ShijingPoem[] {
  return records(readJson('shijing/shijing.json')).map((poem) => ({
    title: str(poem, 'title'),
    chapter: str(poem, 'chapter'),
    section: str(poem, 'section'),
    lines: strings(poem, 'content'),
  }));
}

const SHIJING_PARTS = [
  { slug: 'shijing-guofeng', part: '国风', chapters: ['国风'], levels: ['section'] },
  { slug: 'shijing-xiaoya', part: '小雅', chapters: ['小雅'], levels: ['section'] },
  { slug: 'shijing-daya', part: '大雅', chapters: ['大雅'], levels: ['section'] },
  {
    slug: 'shijing-song',
    part: '颂',
    chapters: ['周颂', '鲁颂', '商颂'],
    levels: ['chapter', 'section'],
  },
] as const;

function shijing(): BookDraft[] {
  const poems = shijingPoems();
  const meta = { author: '佚名', dynasty: '先秦', clcCode: Clc.poetry };
  const whole = new BookBuilder();
  addGroupedWorks(
    whole,
    poems.map((poem) => ({
      groups: [poem.chapter, poem.section],
      title: poem.title,
      lines: poem.lines,
    })),
  );
  const books: BookDraft[] = [
    {
      meta: {
        ...meta,
        slug: 'shijing',
        title: '诗经',
        keywords: ['诗经', '风雅颂', '先秦诗歌', '五经'],
        lead: '《诗经》收诗三百零五篇，分风、雅、颂三部分。',
      },
      builder: whole,
    },
  ];
  for (const part of SHIJING_PARTS) {
    const builder = new BookBuilder();
    const chapters: readonly string[] = part.chapters;
    const selected = poems.filter((poem) => chapters.includes(poem.chapter));
    addGroupedWorks(
      builder,
      selected.map((poem) => ({
        groups: part.levels.map((level) => poem[level]),
        title: poem.title,
        lines: poem.lines,
      })),
    );
    books.push({
      meta: {
        ...meta,
        slug: part.slug,
        title: `诗经·${part.part}`,
        keywords: ['诗经', part.part, '先秦诗歌'],
      },
      builder,
    });
  }
  return books;
}

function chuci(): BookDraft {
  const builder = new BookBuilder();
  const works = records(readJson('chuci/chuci.json'));
  const sectionSizes = new Map<string, number>();
  for (const work of works)
    sectionSizes.set(str(work, 'section'), (sectionSizes.get(str(work, 'section')) ?? 0) + 1);
  addGroupedWorks(
    builder,
    works.map((work) => {
      const section = str(work, 'section');
      const grouped = (sectionSizes.get(section) ?? 0) > 1;
      return {
        groups: grouped ? [section] : [],
        title: grouped ? str(work, 'title') : `${str(work, 'title')}（${str(work, 'author')}）`,
        lines: strings(work, 'content'),
      };
    }),
  );
  return {
    meta: {
      slug: 'chuci',
      title: '楚辞',
      author: '屈原 等',
      dynasty: '战国',
      clcCode: Clc.poetry,
      keywords: ['楚辞', '屈原', '离骚', '宋玉'],
    },
    builder,
  };
}

function sectionedText(path: string): BookBuilder {
  const builder = new BookBuilder();
  strings(recordOf(readJson(path)), 'paragraphs').forEach((paragraph, index) => {
    builder.addParagraphs(`第${chineseNumber(index + 1)}章`, [paragraph]);
  });
  return builder;
}

function mengzi(): BookDraft {
  const builder = new BookBuilder();
  for (const chapter of records(readJson('sishuwujing/mengzi.json'))) {
    builder.addParagraphs(str(chapter, 'chapter'), strings(chapter, 'paragraphs'));
  }
  return {
    meta: {
      slug: 'mengzi',
      title: '孟子',
      author: '孟子及其弟子',
      dynasty: '战国',
      clcCode: Clc.preQinPhilosophy,
      keywords: ['孟子', '儒家', '四书', '仁政'],
    },
    builder,
  };
}

/** 论语, 诗经 and its parts, 楚辞, 大学, 中庸, 孟子. */
export function classicBooks(): BookDraft[] {
  return [
    lunyu(),
    ...shijing(),
    chuci(),
    {
      meta: {
        slug: 'daxue',
        title: '大学',
        author: '曾子',
        dynasty: '春秋',
        clcCode: Clc.preQinPhilosophy,
        keywords: ['大学', '四书', '儒家', '格物致知'],
      },
      builder: sectionedText('sishuwujing/daxue.json'),
    },
    {
      meta: {
        slug: 'zhongyong',
        title: '中庸',
        author: '子思',
        dynasty: '战国',
        clcCode: Clc.preQinPhilosophy,
        keywords: ['中庸', '四书', '儒家', '子思'],
      },
      builder: sectionedText('sishuwujing/zhongyong.json'),
    },
    mengzi(),
  ];
}
