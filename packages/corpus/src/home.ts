import type { CatalogueBanner } from './types.ts';
import { COVER_FONT_STACK, paletteFor, xmlEscape } from '@moyue/book-format/cover';

/** Real search words of the demo catalogue, each under 8 characters (spec: hot words). */
export function demoHotWords(): string[] {
  return [
    '论语',
    '李白',
    '杜甫',
    '明月',
    '春风',
    '唐诗三百首',
    '宋词三百首',
    '苏轼',
    '诗经',
    '孟子',
    '三字经',
    '千字文',
    '离骚',
    '长安',
    '江南',
    '故乡',
    '相思',
    '落花',
    '白居易',
    '陆游',
    '辛弃疾',
    '纳兰性德',
    '关汉卿',
    '幽梦影',
  ];
}

/** Search page address with the spec's inSearch JSON and resource search type. */
function searchUrl(keyword: string): string {
  return `/wrap/resuResSearch?inSearch=${encodeURIComponent(JSON.stringify({ keyword }))}&searchType=1`;
}

function bannerSvg(title: string, subtitle: string, seed: string): string {
  const palette = paletteFor(seed);
  const font = `font-family="${COVER_FONT_STACK}"`;
  const hills = [0, 1, 2]
    .map((index) => {
      const y = 300 + index * 30;
      return `<path d="M0 ${y} Q 200 ${y - 90 + index * 20} 420 ${y - 10} T 840 ${y - 20} T 1200 ${y - 5} V 400 H 0 Z" fill="${palette.accent}" opacity="${0.18 + index * 0.12}"/>`;
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${xmlEscape(title)}">`,
    `<rect width="1200" height="400" fill="${palette.cloth}"/>`,
    `<circle cx="980" cy="110" r="60" fill="${palette.label}" opacity="0.85"/>`,
    hills,
    `<text x="90" y="170" ${font} font-size="64" font-weight="700" fill="${palette.label}">${xmlEscape(title)}</text>`,
    `<text x="92" y="230" ${font} font-size="28" fill="${palette.label}" opacity="0.9">${xmlEscape(subtitle)}</text>`,
    `<rect x="92" y="262" width="56" height="44" rx="4" fill="${palette.seal}"/>`,
    `<text x="120" y="291" text-anchor="middle" ${font} font-size="20" fill="${palette.label}">墨阅</text>`,
    '</svg>',
  ].join('');
}

const BANNERS = [
  {
    title: '唐诗三百首',
    contents: '床前明月光——重读蘅塘退士选本，三百余首唐诗精华',
    keyword: '唐诗三百首',
    seed: 'banner-tang',
  },
  {
    title: '宋词三百首',
    contents: '大江东去，浪淘尽——豪放婉约，一卷尽收两宋词心',
    keyword: '宋词三百首',
    seed: 'banner-song',
  },
  {
    title: '四书经典',
    contents: '学而时习之——论语、大学、中庸、孟子全文在线阅读',
    keyword: '论语',
    seed: 'banner-sishu',
  },
  {
    title: '蒙学启蒙',
    contents: '人之初，性本善——三字经、千字文、弟子规亲子共读',
    keyword: '三字经',
    seed: 'banner-mengxue',
  },
] as const;

/** Home-page banners with generated art; each opens a resource search. */
export function demoBanners(): CatalogueBanner[] {
  return BANNERS.map((banner) => ({
    title: banner.title,
    contents: banner.contents,
    url: searchUrl(banner.keyword),
    coverSvg: bannerSvg(banner.title, banner.contents, banner.seed),
  }));
}
