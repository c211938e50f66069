import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TOC_FILE_PATH } from '@moyue/contracts/api/reading';
import { HLS_MIME_TYPE, SEGMENT_MIME_TYPE } from './video-package.ts';
import type { VideoStreamService } from './video-stream.service.ts';

const token = z.string().max(400);
const renditionName = z.string().regex(/^[A-Z]{2}$/);

/**
 * The renditions of a granted lesson video (issue 18): GET
 * {TOC_FILE_PATH}/{grant}/{FD|LD|SD|HD}.m3u8 and …/{rendition}/{n}.ts.
 * Unsigned like the lesson file itself (a player cannot sign); the grant in
 * the address is decided again, with the lesson's lock, for every request.
 * The master playlist is answered at the grant's own Url (toc-file.routes.ts).
 */
export const videoStreamRoutes =
  (videos: VideoStreamService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${TOC_FILE_PATH}/:token/:playlist`,
      {
        schema: {
          tags: ['阅读'],
          summary: '课程视频某一清晰度的 HLS 播放列表（仅限授予的地址）',
          params: z.object({
            token,
            playlist: z.string().regex(/^[A-Z]{2}\.m3u8$/),
          }),
        },
      },
      async (request, reply) => {
        const { token: grant, playlist } = request.params;
        const text = await videos.rendition(
          grant,
          playlist.slice(0, 2),
          `${TOC_FILE_PATH}/${grant}`,
          request.ip,
        );
        return reply.header('Cache-Control', 'private, no-store').type(HLS_MIME_TYPE).send(text);
      },
    );
    app.get(
      `${TOC_FILE_PATH}/:token/:rendition/:segment`,
      {
        schema: {
          tags: ['阅读'],
          summary: '课程视频的 HLS 片段（仅限授予的地址，锁定的课时被拒绝）',
          params: z.object({
            token,
            rendition: renditionName,
            segment: z.string().regex(/^\d{1,6}\.ts$/),
          }),
        },
      },
      async (request, reply) => {
        const { token: grant, rendition, segment } = request.params;
        const blob = await videos.segment(grant, rendition, parseInt(segment, 10), request.ip);
        return reply
          .header('Cache-Control', 'private, max-age=3600')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Length', blob.byteSize)
          .type(SEGMENT_MIME_TYPE)
          .send(await blob.open());
      },
    );
  };
