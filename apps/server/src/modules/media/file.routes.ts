import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COVER_WIDTHS,
  COVER_WIDTH_PARAM,
  isCoverWidth,
  type CoverWidth,
} from '@moyue/contracts/cover-widths';
import { etagMatches } from '../../platform/etag.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { coverEtag } from './cover-widths.ts';
import type { FileService } from './file.service.ts';

const WIDTH_REFUSED = `图片宽度只可为 ${COVER_WIDTHS.join('、')}`;

export const fileRoutes =
  (files: FileService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/files/public/:name',
      {
        schema: {
          tags: ['媒体'],
          summary:
            '公开文件（封面、轮播图），按内容寻址，可长期缓存；?w= 取规定宽度（150、230、266、300）的图片，WebP 或原格式按 Accept 协商',
          params: z.object({ name: z.string().max(80) }),
          querystring: z.object({ [COVER_WIDTH_PARAM]: z.string().max(8).optional() }),
        },
      },
      async (request, reply) => {
        const width = widthOf(request.query[COVER_WIDTH_PARAM]);
        const file = await files.findPublic(request.params.name);
        if (!file) throw notFound('文件不存在');
        if (width === undefined) {
          // Content-addressed: the sha256 names these bytes for ever.
          const etag = `"${file.sha256}"`;
          if (etagMatches(request.headers['if-none-match'], etag)) return notModified(reply, etag);
          const opened = await files.openPublic(file);
          if (!opened) throw notFound('文件不存在');
          return longLived(reply, etag)
            .header('Content-Length', opened.byteSize)
            .type(file.mimeType)
            .send(opened.stream);
        }
        // spec §9 widths, quality 90 (issue 16): WebP for a browser that says it takes it.
        const target = acceptsWebp(request.headers.accept) ? 'webp' : 'fallback';
        const etag = coverEtag(file.sha256, width, target);
        void reply.header('Vary', 'Accept');
        if (etagMatches(request.headers['if-none-match'], etag)) return notModified(reply, etag);
        const cover = await files.openPublicAtWidth({
          blob: file,
          width,
          target,
          log: request.log,
        });
        return longLived(reply, etag)
          .header('Content-Length', cover.bytes.length)
          .type(cover.mimeType)
          .send(cover.bytes);
      },
    );
  };

/** The width asked for: none, or one of spec §9's (any other is refused: no resizing at will). */
function widthOf(value: string | undefined): CoverWidth | undefined {
  if (value === undefined) return undefined;
  const width = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (!isCoverWidth(width)) throw badRequest(WIDTH_REFUSED);
  return width;
}

/** Whether the Accept header names image/webp (with a q above 0). */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'image/webp') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Headers of a stored file that never changes under its address. */
function longLived(reply: FastifyReply, etag: string): FastifyReply {
  return (
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      // An SVG opened directly must not run script.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  );
}

function notModified(reply: FastifyReply, etag: string): FastifyReply {
  return reply
    .code(304)
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('ETag', etag)
    .send();
}
