// 蒙学 — the primers of the mengxue folder, each its own book.
import type { BookDraft } from '../book.ts';
import type { GroupedWork } from '../paging.ts';
import type { BookMeta } from '../types.ts';
import { Clc } from '../clc.ts';
import { readJson, recordOf, records, str, strings } from '../json.ts';
import { BookBuilder, addGroupedWorks } from '../paging.ts';
import { cleanLine } from '@moyue/book-format/text';

type Shape = 'flat' | 'chapters' | 'volumes' | 'typed-poems' | 'prose-volumes' | 'essays';

interface PrimerSpec {
  file: string;
  shape: Shape;
  meta: Omit<BookMeta, 'lead'>;
}

const PRIMERS: readonly PrimerSpec[] = [
  {
    file: 'sanzijing-new',
    shape: 'flat',
    meta: {
      slug: 'sanzijing',
      title: '三字经',
      author: '王应麟',
      dynasty: '宋',
      clcCode: Clc.chineseTeaching,
      keywords: ['三字经', '蒙学', '启蒙读物'],
    },
  },
  {
    file: 'sanzijing-traditional',
    shape: 'flat',
    meta: {
      slug: 'sanzijing-traditional',
      title: '三字经（传统版）',
      author: '王应麟',
      dynasty: '宋',
      clcCode: Clc.chineseTeaching,
      keywords: ['三字经', '蒙学', '传统版'],
    },
  },
  {
    file: 'baijiaxing',
    shape: 'flat',
    meta: {
      slug: 'baijiaxing',
      title: '百家姓',
      author: '佚名',
      dynasty: '宋',
      clcCode: Clc.chineseTeaching,
      keywords: ['百家姓', '蒙学', '姓氏'],
    },
  },
  {
    file: 'qianziwen',
    shape: 'flat',
    meta: {
      slug: 'qianziwen',
      title: '千字文',
      author: '周兴嗣',
      dynasty: '南北朝',
      clcCode: Clc.chineseTeaching,
      keywords: ['千字文', '蒙学', '周兴嗣'],
    },
  },
  {
    file: 'dizigui',
    shape: 'chapters',
    meta: {
      slug: 'dizigui',
      title: '弟子规',
      author: '李毓秀',
      dynasty: '清',
      clcCode: Clc.familyEducation,
      keywords: ['弟子规', '蒙学', '孝悌'],
    },
  },
  {
    file: 'zhuzijiaxun',
    shape: 'flat',
    meta: {
      slug: 'zhuzi-jiaxun',
      title: '朱子家训',
      author: '朱柏庐',
      dynasty: '清',
      clcCode: Clc.familyEducation,
      keywords: ['朱子家训', '家训', '治家格言'],
    },
  },
  {
    file: 'zengguangxianwen',
    shape: 'chapters',
    meta: {
      slug: 'zengguang-xianwen',
      title: '增广贤文',
      author: '佚名',
      dynasty: '明',
      clcCode: Clc.chineseTeaching,
      keywords: ['增广贤文', '蒙学', '格言'],
    },
  },
  {
    file: 'shenglvqimeng',
    shape: 'volumes',
    meta: {
      slug: 'shenglv-qimeng',
      title: '声律启蒙',
      author: '车万育',
      dynasty: '清',
      clcCode: Clc.chineseTeaching,
      keywords: ['声律启蒙', '对韵', '蒙学'],
    },
  },
  {
    file: 'youxueqionglin',
    shape: 'prose-volumes',
    meta: {
      slug: 'youxue-qionglin',
      title: '幼学琼林',
      author: '程登吉',
      dynasty: '明',
      clcCode: Clc.chineseTeaching,
      keywords: ['幼学琼林', '蒙学', '典故'],
    },
  },
  {
    file: 'wenzimengqiu',
    shape: 'chapters',
    meta: {
      slug: 'wenzi-mengqiu',
      title: '文字蒙求',
      author: '王筠',
      dynasty: '清',
      clcCode: Clc.chineseScript,
      keywords: ['文字蒙求', '文字学', '六书'],
    },
  },
  {
    file: 'qianjiashi',
    shape: 'typed-poems',
    meta: {
      slug: 'qianjiashi',
      title: '千家诗',
      author: '谢枋得、王相',
      dynasty: '宋',
      clcCode: Clc.poetry,
      keywords: ['千家诗', '蒙学', '唐诗', '宋诗'],
    },
  },
  {
    file: 'tangshisanbaishou',
    shape: 'typed-poems',
    meta: {
      slug: 'tangshi-300',
      title: '唐诗三百首',
      author: '蘅塘退士',
      dynasty: '清',
      clcCode: Clc.poetry,
      keywords: ['唐诗三百首', '唐诗', '李白', '杜甫'],
    },
  },
  {
    file: 'guwenguanzhi',
    shape: 'essays',
    meta: {
      slug: 'guwen-guanzhi',
      title: '古文观止',
      author: '吴楚材、吴调侯',
      dynasty: '清',
      clcCode: Clc.prose,
      keywords: ['古文观止', '古文', '散文'],
    },
  },
];

/** A poem's author as printed in the primer, e.g. '（唐）孟浩然' → '孟浩然'. */
function bareAuthor(author: string): string {
  return cleanLine(author.replace(/^[（(][^）)]*[）)]/u, '').replace(/^[^：:]*[：:]/u, ''));
}

function worksOf(shape: Shape, title: string, source: unknown): GroupedWork[] {
  const root = recordOf(source);
  const content = records(root['content']);
  switch (shape) {
    case 'flat':
      return [{ groups: [], title, lines: strings(root, 'paragraphs') }];
    case 'chapters': {
      const preface = strings(root, 'preface');
      const prefaceWork: GroupedWork[] =
        preface.length > 0 ? [{ groups: [], title: '序', lines: preface }] : [];
      return [
        ...prefaceWork,
        ...content.map((chapter) => ({
          groups: [],
          title: str(chapter, 'chapter') || str(chapter, 'title'),
          lines: strings(chapter, 'paragraphs'),
        })),
      ];
    }
    case 'volumes':
    case 'prose-volumes':
      return content.flatMap((volume) =>
        records(volume['content']).map((chapter) => ({
          groups: [str(volume, 'title')],
          title: str(chapter, 'chapter'),
          lines: strings(chapter, 'paragraphs'),
          prose: shape === 'prose-volumes',
        })),
      );
    case 'typed-poems':
      return content.flatMap((group) =>
        records(group['content']).map((poem) => {
          const name = str(poem, 'subchapter') || str(poem, 'chapter');
          const author = bareAuthor(str(poem, 'author'));
          return {
            groups: [str(group, 'type')],
            title: author === '' ? name : `${name}（${author}）`,
            lines: strings(poem, 'paragraphs'),
          };
        }),
      );
    case 'essays':
      return content.flatMap((volume) =>
        records(volume['content']).map((essay) => {
          const author = bareAuthor(str(essay, 'author'));
          return {
            groups: [str(volume, 'title')],
            title: author === '' ? str(essay, 'chapter') : `${str(essay, 'chapter')}（${author}）`,
            lines: strings(essay, 'paragraphs'),
            prose: true,
          };
        }),
      );
  }
}

/** The source's own description, used before the opening lines in the abstract. */
function sourceAbstract(source: unknown): string | undefined {
  const abstract = strings(recordOf(source), 'abstract').join('');
  return abstract === '' ? undefined : abstract + ' ';
}

/** Every primer of the mengxue folder (三字经, 百家姓, 千字文, 弟子规, 声律启蒙, 幼学琼林 …). */
export function mengxueBooks(): BookDraft[] {
  return PRIMERS.map((primer) => {
    const source = readJson(`mengxue/${primer.file}.json`);
    const builder = new BookBuilder();
    addGroupedWorks(builder, worksOf(primer.shape, primer.meta.title, source));
    const lead = sourceAbstract(source);
    return { meta: lead === undefined ? { ...primer.meta } : { ...primer.meta, lead }, builder };
  });
}
