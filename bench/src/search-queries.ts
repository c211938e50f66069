import { fullCatalogue } from '@moyue/corpus';

export type QueryKind = 'common' | 'single' | 'multi' | 'author' | 'isbn';
export interface BenchQuery {
  kind: QueryKind;
  text: string;
}

const COMMON =
  '明月 春风 故乡 长安 江南 相思 落花 秋风 白云 青山 黄河 天下 人生 流水 归来 不知 何处 千里 万里 一夜 东风 西风 杨柳 芳草 夕阳 梅花 桃花 风雨 天涯 少年 故人 明日 孤舟 烟波 黄昏 寂寞 惆怅 离别 登高 边塞 将军 美人 君子 仁义 学而 诗书 山水 月明 春色 秋月'.split(
    ' ',
  );
const SINGLE =
  '月 风 花 雪 山 水 云 春 秋 人 天 日 心 酒 雨 夜 江 城 家 情 梦 鸟 柳 霜 马 剑 书 歌 泪 灯'.split(
    ' ',
  );
const MULTI = [
  '明月 故乡',
  '春风 杨柳',
  '白云 青山',
  '长安 月',
  '江南 春',
  '秋风 落叶',
  '孤舟 江',
  '黄河 远上',
  '相思 红豆',
  '梅花 雪',
  '落花 流水',
  '明月 松间',
  '大漠 孤烟',
  '春眠 不觉',
  '床前 明月',
  '海上 明月',
  '国破 山河',
  '烽火 三月',
  '故人 西辞',
  '烟花 三月',
  '人生 得意',
  '天生 我材',
  '会当 凌绝顶',
  '举头 望明月',
  '夜来 风雨',
  '小楼 东风',
  '大江 东去',
  '明月 几时',
  '十年 生死',
  '杨柳 岸',
];
const AUTHORS =
  '李白 杜甫 白居易 苏轼 陆游 王维 李商隐 杜牧 辛弃疾 李清照 孟浩然 王昌龄 刘禹锡 韩愈 柳宗元 欧阳修 王安石 黄庭坚 杨万里 范成大 柳永 晏殊 秦观 周邦彦 姜夔 纳兰性德 关汉卿 马致远 孔子 屈原'.split(
    ' ',
  );
const ISBN_QUERIES = 60;

/**
 * The fixed benchmark query set (≥ 200): common 2–4 character words, single
 * characters, multi-word queries, author names and ISBNs (half with dashes)
 * taken at even steps from the full catalogue, so every ISBN exists.
 */
export function benchQueries(): BenchQuery[] {
  const isbns: string[] = [];
  let i = 0;
  for (const book of fullCatalogue()) {
    if (i++ % 331 === 0 && isbns.length < ISBN_QUERIES) isbns.push(book.isbn);
  }
  return [
    ...COMMON.map((text) => ({ kind: 'common' as const, text })),
    ...SINGLE.map((text) => ({ kind: 'single' as const, text })),
    ...MULTI.map((text) => ({ kind: 'multi' as const, text })),
    ...AUTHORS.map((text) => ({ kind: 'author' as const, text })),
    ...isbns.map((isbn, n) => ({
      kind: 'isbn' as const,
      text:
        n % 2
          ? `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 8)}-${isbn.slice(8, 12)}-${isbn.slice(12)}`
          : isbn,
    })),
  ];
}
