import type { FastifyRequest } from 'fastify';
import { FIRST_PAINT_FONT, escapeHtml, withRootBlock } from '../../platform/first-paint-html.ts';
import type { IndexTransform } from '../../platform/spa.ts';
import type { BannerRow } from './banner.repository.ts';
import type { BannerService } from './banner.service.ts';

/** Home, and the two addresses the app sends there (spec §2 routes: / → /wrap → /wrap/index). */
const HOME_PATHS = new Set(['/', '/wrap', '/wrap/index']);

/**
 * Where the app draws the first banner (apps/web home.css, layout.css): the page's 1200 px
 * column with 16 px padding, drawn 3 : 1, in the middle half of the row from 992 px. The
 * same size as the app's banner, so that replaces it without a jump in size.
 */
const HOME_FIRST_PAINT_STYLE = [
  `.first-paint-home{box-sizing:border-box;max-width:1200px;margin:0 auto;padding:16px;${FIRST_PAINT_FONT}}`,
  '.first-paint-home a{display:block;border-radius:8px;overflow:hidden;background:#1f2a44}',
  '.first-paint-home img{display:block;width:100%;height:auto;aspect-ratio:3/1}',
  '@media (min-width:992px){.first-paint-home a{width:calc(50% - 8px);margin:0 auto}}',
].join('');

/** A banner's link as a plain anchor may carry it: the site's own paths and web addresses. */
const LINKABLE = /^(?:https?:\/\/|\/(?![/\\]))/i;

/** The first banner as the home page's HTML shows it before the app renders (issue 16). */
export function homeFirstPaint(banner: BannerRow): string {
  const image = `<img src="${escapeHtml(banner.coverUrl)}" alt="${escapeHtml(banner.contents)}" width="1200" height="400" fetchpriority="high" />`;
  const link = LINKABLE.test(banner.url)
    ? `<a href="${escapeHtml(banner.url)}" title="${escapeHtml(banner.contents)}">${image}</a>`
    : `<a>${image}</a>`;
  return (
    `<style>${HOME_FIRST_PAINT_STYLE}</style>` +
    `<div class="first-paint first-paint-home">${link}</div>`
  );
}

/**
 * platform/spa.ts index transform: home's HTML carries its first banner, the largest thing
 * on a phone's first screen, so it is painted before any script runs (issue 16: home's
 * largest paint waited for the app's code, the banners' call and the page's render). The
 * banners are the same for every reader (spec §7 ad/recommend) and come from the read cache.
 */
export function homeFirstPaintHook(banners: Pick<BannerService, 'listForWeb'>): IndexTransform {
  return async (html: string, request: FastifyRequest): Promise<string> => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (!HOME_PATHS.has(pathname)) return html;
    try {
      const [first] = await banners.listForWeb();
      return first && first.coverUrl ? withRootBlock(html, homeFirstPaint(first)) : html;
    } catch (error) {
      // The page still loads (the app says what failed); only the early banner is missing.
      request.log.warn({ err: error }, 'home first paint left out: the banners could not be read');
      return html;
    }
  };
}
