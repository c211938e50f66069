import type { FastifyRequest } from 'fastify';
import {
  ContentSearchParamsSchema,
  type ResourceSearchData,
  type ResourceSearchItem,
} from '@moyue/contracts/api/search';
import { SEARCH_COVER_SIZES, coverSrcSet } from '@moyue/contracts/cover-widths';
import { formatIsbn } from '@moyue/contracts/format-isbn';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { EmptyMessages } from '@moyue/contracts/messages';
import { keywordOnlyResourceSearch } from '@moyue/contracts/search-page';
import {
  FIRST_PAINT_FONT,
  escapeHtml,
  firstChars,
  withRootBlock,
} from '../../platform/first-paint-html.ts';
import type { IndexTransform } from '../../platform/spa.ts';
import type { SearchService } from './search.service.ts';

/** spec §2 the store's search results page. */
const SEARCH_PATH = '/wrap/resuResSearch';

/** Rows drawn before the app renders: a phone's first screen and more (the page shows 20). */
export const FIRST_PAINT_ROWS = 5;

/**
 * An abstract's first characters: more than three lines of the widest column (728 px at
 * 14 px, 52 a line), which the row cuts to three as the app does.
 */
const ABSTRACT_CHARS = 200;

/**
 * The geometry of the app's results (apps/web search.css, subject-nav.css, layout.css): the
 * page's 1200 px column and 16 px padding, the white card (16 × 20 px padding, 12 on a phone),
 * the subject navigation's 254 px beside the results from 769 px, covers 110 px (80 on a
 * phone) and the abstract's three lines at 14 px. The first result's abstract is a phone's
 * largest paint; drawn here at the width and height the app draws it, the app's own does not
 * paint larger, so the page's largest paint is this one.
 */
const SEARCH_FIRST_PAINT_STYLE = [
  `.first-paint-search{box-sizing:border-box;max-width:1200px;margin:0 auto;padding:16px;${FIRST_PAINT_FONT};color:rgba(0,0,0,.88);font-size:14px;line-height:1.5714285714285714}`,
  '.first-paint-search .fps-card{display:flex;gap:20px;align-items:flex-start;background:#fff;border-radius:8px;padding:16px 20px}',
  '.first-paint-search .fps-aside{flex:none;width:254px;height:320px;background:#faf7f1;border-radius:6px}',
  '.first-paint-search .fps-results{flex:1;min-width:0;display:flex;flex-direction:column;gap:16px}',
  '.first-paint-search .fps-count{margin:0;color:#595959}',
  '.first-paint-search .fps-count strong{color:#8c2f1b}',
  '.first-paint-search article{display:flex;gap:16px;padding-bottom:16px;border-bottom:1px solid #f0ebe2}',
  '.first-paint-search a{color:inherit;text-decoration:none}',
  '.first-paint-search .fps-cover img,.first-paint-search .fps-blank{display:block;box-sizing:border-box;width:110px;height:auto;aspect-ratio:300/420;object-fit:cover;background:#eadfcb;border-radius:4px;box-shadow:0 2px 6px rgba(0,0,0,.12)}',
  '.first-paint-search .fps-blank{display:grid;place-items:center;padding:8px;text-align:center;color:#5c4b32}',
  '.first-paint-search .fps-body{flex:1;min-width:0}',
  '.first-paint-search h3{margin:0 0 6px;color:#1f2a44;font-size:17px;font-weight:700}',
  '.first-paint-search .fps-meta{display:flex;flex-wrap:wrap;gap:4px 16px;margin:0 0 6px;color:#7a6f5d;font-size:13px}',
  '.first-paint-search .fps-abstract{margin:0 0 1em;color:#595959;word-break:break-word;line-height:1.5714285714285714;display:-webkit-box;overflow:hidden;-webkit-line-clamp:3;-webkit-box-orient:vertical}',
  '@media (max-width:768px){.first-paint-search .fps-card{padding:12px}.first-paint-search .fps-aside{display:none}.first-paint-search .fps-cover img,.first-paint-search .fps-blank{width:80px}}',
].join('');

/** What a string is drawn as: entities decoded (spec §3), markup kept as text, escaped. */
const text = (value: string) => escapeHtml(decodeHtmlEntities(value));

const abstractOf = (item: ResourceSearchItem): string =>
  firstChars(decodeHtmlEntities(item.Abstracts), ABSTRACT_CHARS) || EmptyMessages.AbstractEllipsis;

/** One result as the app's list row draws it (features/search ResultRow), without its buttons. */
function firstPaintRow(item: ResourceSearchItem): string {
  const href = `/wrap/details/book?id=${item.Id}`;
  const title = text(item.Title);
  const srcSet = coverSrcSet(item.CoverUrl);
  const sized = srcSet
    ? ` sizes="${escapeHtml(SEARCH_COVER_SIZES.list.book)}" srcset="${escapeHtml(srcSet)}"`
    : '';
  const cover = item.CoverUrl
    ? `<img alt="${title}" width="150" height="210" decoding="async"${sized} src="${escapeHtml(item.CoverUrl)}" />`
    : `<span class="fps-blank">${title}</span>`;
  const isbn = formatIsbn(item.Isbn);
  const meta = [
    `作者：${text(item.Author) || EmptyMessages.Missing}`,
    item.IssueDate ? `出版时间：${escapeHtml(item.IssueDate)}` : '',
    item.Publisher ? `出版社：${text(item.Publisher)}` : '',
    isbn ? `ISBN：${escapeHtml(isbn)}` : '',
  ]
    .filter(Boolean)
    .map((part) => `<span>${part}</span>`)
    .join('');
  return (
    `<article><a class="fps-cover" href="${href}" tabindex="-1" aria-hidden="true">${cover}</a>` +
    `<div class="fps-body"><a href="${href}"><h3>${title}</h3></a>` +
    `<p class="fps-meta">${meta}</p>` +
    `<div class="fps-abstract">${escapeHtml(abstractOf(item))}</div></div></article>`
  );
}

/** The search page's first rows, count and column as its HTML shows them before the app renders. */
export function searchFirstPaint(keyword: string, data: ResourceSearchData): string {
  const rows = data.ItemList.slice(0, FIRST_PAINT_ROWS).map(firstPaintRow).join('');
  const named = keyword ? `“${escapeHtml(keyword)}” ` : '';
  return (
    `<style>${SEARCH_FIRST_PAINT_STYLE}</style>` +
    `<div class="first-paint first-paint-search"><div class="fps-card">` +
    `<div class="fps-aside"></div>` +
    `<section class="fps-results" aria-label="检索结果">` +
    `<p class="fps-count">${named}共 <strong>${data.RecordCount}</strong> 条结果</p>${rows}` +
    `</section></div></div>`
  );
}

/**
 * platform/spa.ts index transform: the search results page's HTML carries its first rows,
 * so a phone paints them before any script runs (issue 16: its largest paint, the first
 * result's abstract, waited for the app's code, the search call and the page's render).
 * Only for an address that names nothing but its keyword (the search bar's): then the call
 * is the one the page asks (contracts/search-page.ts), and the store's results are the same
 * for every reader. The page's own call still runs and records a signed-in reader's keyword.
 */
export function searchFirstPaintHook(search: Pick<SearchService, 'search'>): IndexTransform {
  return async (html: string, request: FastifyRequest): Promise<string> => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname !== SEARCH_PATH) return html;
    const call = keywordOnlyResourceSearch(url.searchParams);
    if (!call) return html;
    const params = ContentSearchParamsSchema.safeParse({ ...call, searchType: 1 });
    if (!params.success) return html;
    try {
      // As nobody in particular: a keyword is not recorded, no institution's holdings are asked.
      const data = await search.search(params.data, { userId: null, ip: request.ip });
      if (!('Publishers' in data) || data.ItemList.length === 0) return html;
      return withRootBlock(html, searchFirstPaint(params.data.keyword, data));
    } catch (error) {
      // The page still loads and asks again (it says what failed); only the early rows are missing.
      request.log.warn({ err: error }, 'search first paint left out: the search failed');
      return html;
    }
  };
}
