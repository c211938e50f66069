// Smaller anthologies: 宋词三百首, 花间集, 南唐二主词, 纳兰性德, 曹操, 水墨唐诗, 幽梦影, and the
// 全唐诗-edition 唐诗三百首 and 唐诗补录 (full catalogue only).
import type { BookDraft } from '../book.ts';
import type { GroupedWork } from '../paging.ts';
import type { JsonRecord } from '../json.ts';
import { Clc } from '../clc.ts';
import { readJson, records, str, strings } from '../json.ts';
import { BookBuilder, addGroupedWorks } from '../paging.ts';
import { cleanLine } from '@moyue/book-format/text';
import { chineseNumber } from '../text.ts';

/** A 词 is known by its tune; the first phrase tells two 浣溪沙 apart: 浣溪沙（一曲新词酒一杯）. */
export function ciTitle(rhythmic: string, lines: readonly string[]): string {
  const phrase = Array.from(cleanLine(lines[0] ?? '').split(/[，。、？！；：,.?!;:\s]/u)[0] ?? '')
    .slice(0, 12)
    .join('');
  const tune = cleanLine(rhythmic) || '无题';
  return phrase === '' ? tune : `${tune}（${phrase}）`;
}

function poemTitle(work: JsonRecord): string {
  const title = str(work, 'title');
  return title === '' ? ciTitle(str(work, 'rhythmic'), strings(work, 'paragraphs')) : title;
}

function book(meta: BookDraft['meta'], works: Iterable<GroupedWork>): BookDraft {
  const builder = new BookBuilder();
  addGroupedWorks(builder, works);
  return { meta, builder };
}

/** The most frequent authors, for an anthology's author line: '刘禹锡、李白 等'. */
function leadingAuthors(works: readonly JsonRecord[], max = 2): string {
  const counts = new Map<string, number>();
  for (const work of works)
    counts.set(str(work, 'author'), (counts.get(str(work, 'author')) ?? 0) + 1);
  const ranked = [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([name]) => name);
  return ranked.slice(0, max).join('、') + (ranked.length > max ? ' 等' : '');
}

function songci300(): BookDraft {
  const works = records(readJson('songci/宋词三百首.json'));
  return book(
    {
      slug: 'songci-300',
      title: '宋词三百首',
      author: '朱祖谋',
      dynasty: '清',
      clcCode: Clc.poetry,
      keywords: ['宋词三百首', '宋词', '苏轼', '辛弃疾', '李清照'],
    },
    works.map((work) => ({
      groups: [str(work, 'author')],
      title: ciTitle(str(work, 'rhythmic'), strings(work, 'paragraphs')),
      lines: strings(work, 'paragraphs'),
    })),
  );
}

function huajianji(): BookDraft {
  const files = [
    '0-preface',
    '1-juan',
    '2-juan',
    '3-juan',
    '4-juan',
    '5-juan',
    '6-juan',
    '7-juan',
    '8-juan',
    '9-juan',
    'x-juan',
  ];
  const works = files.flatMap((file, index) =>
    records(readJson(`wudaishici/huajianji/huajianji-${file}.json`)).map((work) => ({
      groups: index === 0 ? [] : [`卷${chineseNumber(index)}`],
      title: index === 0 ? '序' : `${poemTitle(work)}（${str(work, 'author')}）`,
      lines: strings(work, 'paragraphs'),
    })),
  );
  return book(
    {
      slug: 'huajianji',
      title: '花间集',
      author: '赵崇祚',
      dynasty: '五代',
      clcCode: Clc.poetry,
      keywords: ['花间集', '花间词', '温庭筠', '韦庄', '五代词'],
    },
    works,
  );
}

function nantang(): BookDraft {
  const works = records(readJson('wudaishici/nantang/poetrys.json'));
  return book(
    {
      slug: 'nantang-erzhu-ci',
      title: '南唐二主词',
      author: '李璟、李煜',
      dynasty: '五代',
      clcCode: Clc.poetry,
      keywords: ['南唐二主词', '李煜', '李璟', '五代词'],
    },
    works.map((work) => ({
      groups: [str(work, 'author')],
      title: poemTitle(work),
      lines: strings(work, 'paragraphs'),
    })),
  );
}

function nalan(): BookDraft {
  const works = records(readJson('nalanxingde/纳兰性德诗集.json'));
  return book(
    {
      slug: 'nalan-xingde',
      title: '纳兰性德诗集',
      author: '纳兰性德',
      dynasty: '清',
      clcCode: Clc.poetry,
      keywords: ['纳兰性德', '纳兰词', '清词'],
    },
    works.map((work) => ({ groups: [], title: str(work, 'title'), lines: strings(work, 'para') })),
  );
}

function caocao(): BookDraft {
  const works = records(readJson('caocaoshiji/caocao.json'));
  return book(
    {
      slug: 'caocao-shiji',
      title: '曹操诗集',
      author: '曹操',
      dynasty: '东汉',
      clcCode: Clc.poetry,
      keywords: ['曹操', '建安文学', '乐府诗'],
    },
    works.map((work) => ({
      groups: [],
      title: str(work, 'title'),
      lines: strings(work, 'paragraphs'),
    })),
  );
}

function shuimo(): BookDraft {
  const works = records(readJson('shuimotangshi/shuimotangshi.json'));
  return book(
    {
      slug: 'shuimo-tangshi',
      title: '水墨唐诗',
      author: leadingAuthors(works),
      dynasty: '唐',
      clcCode: Clc.poetry,
      keywords: ['水墨唐诗', '唐诗', '赏析'],
    },
    works.map((work) => ({
      groups: [],
      title: `${str(work, 'title')}（${str(work, 'author')}）`,
      lines: [...strings(work, 'paragraphs'), ...strings(work, 'prologue')],
    })),
  );
}

function youmengying(): BookDraft {
  const entries = records(readJson('youmengying/youmengying.json'));
  return book(
    {
      slug: 'youmengying',
      title: '幽梦影',
      author: '张潮',
      dynasty: '清',
      clcCode: Clc.prose,
      keywords: ['幽梦影', '张潮', '清言小品'],
    },
    entries.map((entry, index) => ({
      groups: [],
      title: `第${chineseNumber(index + 1)}则`,
      lines: [...strings(entry, 'content'), ...strings(entry, 'comment')],
    })),
  );
}

/** The anthologies of the demo catalogue. */
export function anthologyBooks(): BookDraft[] {
  return [songci300(), huajianji(), nantang(), nalan(), caocao(), shuimo(), youmengying()];
}

/** Other editions kept only in the full catalogue (the whole corpus). */
export function extraFullBooks(): BookDraft[] {
  const tangshi = records(readJson('quantangshi/唐诗三百首.json'));
  const bulu = records(readJson('quantangshi/唐诗补录.json'));
  return [
    book(
      {
        slug: 'tangshi-300-qts',
        title: '唐诗三百首（全唐诗本）',
        author: '蘅塘退士',
        dynasty: '清',
        clcCode: Clc.poetry,
        keywords: ['唐诗三百首', '唐诗'],
      },
      tangshi.map((work) => ({
        groups: [str(work, 'author')],
        title: str(work, 'title'),
        lines: strings(work, 'paragraphs'),
      })),
    ),
    book(
      {
        slug: 'tangshi-bulu',
        title: '唐诗补录',
        author: leadingAuthors(bulu),
        dynasty: '唐',
        clcCode: Clc.poetry,
        keywords: ['唐诗补录', '唐诗'],
      },
      bulu.map((work) => ({
        groups: [],
        title: str(work, 'title') || '无题',
        lines: strings(work, 'paragraphs'),
      })),
    ),
  ];
}
