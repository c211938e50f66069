import type { FastifyRequest } from 'fastify';
import { ContentDetailParamsSchema, type ContentDetail } from '@moyue/contracts/api/catalog';
import { shareSummary, shareTitle } from '@moyue/contracts/format-text';
import { SITE_NAME, SITE_TITLE } from '@moyue/contracts/messages';
import { AppError } from '../../platform/errors.ts';
import type { CatalogService } from '../catalog/index.ts';
import { escapeHtml } from '../../platform/first-paint-html.ts';
import { firstPaintOf, plainText as plain, withFirstPaint } from './first-paint.ts';

/** The detail pages whose shared links preview with the item (spec §2 detail routes). */
const DETAIL_PATHS = new Set(['/wrap/details/book', '/wrap/details/lessons']);

export interface OpenGraph {
  title: string;
  description: string;
  /** absolute address, or '' */
  image: string;
  url: string;
}

/** The catalogue's answer this needs. */
export type DetailSource = Pick<CatalogService, 'detail'>;

/** The Open Graph of a content detail: title cut to 30, summary to 80 (spec §9 share limits). */
export function openGraphOf(detail: ContentDetail, origin: string): OpenGraph {
  const title = shareTitle(plain(detail.Title));
  const description = shareSummary(plain(detail.Abstracts)) || title;
  return {
    title,
    description,
    image: detail.CoverUrl ? new URL(detail.CoverUrl, origin).toString() : '',
    url: detail.ExtendData.ShareUrl,
  };
}

/** index.html with the item's title, description and Open Graph tags (every value escaped). */
export function withOpenGraph(html: string, og: OpenGraph): string {
  const tags = [
    ['og:type', 'book'],
    ['og:site_name', SITE_NAME],
    ['og:title', og.title],
    ['og:description', og.description],
    ['og:url', og.url],
    ...(og.image ? [['og:image', og.image]] : []),
  ]
    .map(
      ([property, content]) =>
        `<meta property="${property}" content="${escapeHtml(content ?? '')}" />`,
    )
    .join('\n    ');
  const description = `<meta name="description" content="${escapeHtml(og.description)}" />`;
  const withoutDescription = html.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return withoutDescription
    .replace(
      /<title>[^<]*<\/title>/i,
      `<title>${escapeHtml(`${og.title} - ${SITE_TITLE}`)}</title>`,
    )
    .replace(/<\/head>/i, `  ${description}\n    ${tags}\n  </head>`);
}

/**
 * platform/spa.ts index hook: for /wrap/details/book?id= and
 * /wrap/details/lessons?id= (or ExternalId=) the page carries the item's
 * Open Graph, so a shared link previews with its title, abstract and cover,
 * and its cover, title and abstract in the root for the first paint.
 * Any other page, or an unknown item, gets index.html unchanged.
 */
export function detailOpenGraphHook(catalog: DetailSource) {
  return async (html: string, request: FastifyRequest): Promise<string> => {
    const url = new URL(request.url, 'http://localhost');
    if (!DETAIL_PATHS.has(url.pathname)) return html;
    const params = ContentDetailParamsSchema.safeParse({
      id: url.searchParams.get('id') ?? undefined,
      ExternalId: url.searchParams.get('ExternalId') ?? undefined,
    });
    if (!params.success) return html;
    const origin = `${request.protocol}://${request.host}`;
    try {
      // As an anonymous reader sees it: link previews are fetched by crawlers.
      const detail = await catalog.detail(params.data, {
        origin,
        viewer: { deviceId: null, userId: null, ip: request.ip },
      });
      return withFirstPaint(withOpenGraph(html, openGraphOf(detail, origin)), firstPaintOf(detail));
    } catch (error) {
      if (error instanceof AppError) return html;
      throw error;
    }
  };
}
