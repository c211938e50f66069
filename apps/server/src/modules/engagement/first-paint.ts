import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { DETAIL_COVER_SIZES, coverSrcSet } from '@moyue/contracts/cover-widths';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { ObjectType } from '@moyue/contracts/object-types';
import {
  FIRST_PAINT_FONT,
  escapeHtml,
  firstChars,
  withRootBlock,
} from '../../platform/first-paint-html.ts';

/** What a detail page's HTML shows before the app renders (issue 16): for the first paint and for crawlers. */
export interface FirstPaint {
  title: string;
  author: string;
  abstract: string;
  /** the cover's address as the app draws it, or '' */
  cover: string;
  /** the app's srcset and sizes of the detail cover (spec §9 widths), so both pick one file; '' when not sized */
  coverSrcSet?: string;
  coverSizes?: string;
  /** a course: its cover is drawn wide (16:10), as the app draws it */
  course?: boolean;
}

/** The abstract's first characters shown before the app renders; the page shows it whole. */
export const FIRST_PAINT_ABSTRACT_CHARS = 300;

/** Title or abstract as plain text: entities decoded (spec §3), markup and runs of space removed. */
export const plainText = (text: string): string =>
  decodeHtmlEntities(text.replace(/<[^>]*>/g, ' '))
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function firstPaintOf(detail: ContentDetail): FirstPaint {
  return {
    title: plainText(detail.Title),
    author: plainText(detail.Author),
    abstract: firstChars(plainText(detail.Abstracts), FIRST_PAINT_ABSTRACT_CHARS),
    cover: detail.CoverUrl,
    coverSrcSet: coverSrcSet(detail.CoverUrl),
    coverSizes:
      detail.ObjectType === ObjectType.Course ? DETAIL_COVER_SIZES.course : DETAIL_COVER_SIZES.book,
    course: detail.ObjectType === ObjectType.Course,
  };
}

// System fonts only and the page's own column: no webfont, no layout jump to the app's frame.
// The cover at the app's width (detail-summary.css: 230 px, a course's 266; 150 px on a phone,
// a course's the column's): on a desktop it is the page's largest paint, so drawn smaller here
// the app's cover became the largest paint, seconds later.
const FIRST_PAINT_STYLE = [
  '.first-paint{box-sizing:border-box;max-width:1200px;margin:24px auto;padding:0 16px;display:flex;gap:24px;',
  `${FIRST_PAINT_FONT};color:rgba(0,0,0,.88)}`,
  '.first-paint img{flex:none;width:150px;height:auto;object-fit:cover;border-radius:4px;background:#f3ede2}',
  '.first-paint--course img{width:100%}',
  '.first-paint h1{margin:0 0 8px;font-size:22px;line-height:1.4}',
  '.first-paint p{margin:0 0 8px;font-size:14px;line-height:1.8;color:rgba(0,0,0,.65)}',
  '@media (min-width:601px){.first-paint img{width:230px}.first-paint--course img{width:266px}}',
  '@media (max-width:600px){.first-paint img{align-self:center}}',
  '@media (max-width:767px){.first-paint{flex-direction:column;gap:12px}}',
].join('');

/**
 * index.html whose root holds the item's cover, title, author and abstract as
 * plain markup (every value escaped): the browser paints them before any
 * script runs, and React replaces them when the app renders.
 */
export function withFirstPaint(html: string, page: FirstPaint): string {
  const sized =
    page.coverSrcSet && page.coverSizes
      ? ` srcset="${escapeHtml(page.coverSrcSet)}" sizes="${escapeHtml(page.coverSizes)}"`
      : '';
  const cover = page.cover
    ? `<img src="${escapeHtml(page.cover)}"${sized} alt="${escapeHtml(page.title)}" ${page.course ? 'width="320" height="200"' : 'width="300" height="420"'} fetchpriority="high" />`
    : '';
  const block =
    `<style>${FIRST_PAINT_STYLE}</style>` +
    `<article class="first-paint${page.course ? ' first-paint--course' : ''}">${cover}<div>` +
    `<h1>${escapeHtml(page.title)}</h1>` +
    (page.author ? `<p>${escapeHtml(page.author)}</p>` : '') +
    (page.abstract ? `<p>${escapeHtml(page.abstract)}</p>` : '') +
    `</div></article>`;
  return withRootBlock(html, block);
}
