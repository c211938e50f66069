import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { TOC_FILE_PATH } from '@moyue/contracts/api/reading';
import type { BlobBody } from '../../platform/file-store.ts';
import type { ServedTocFile, TocFileService } from './toc-file.service.ts';
import { HLS_MIME_TYPE } from './video-package.ts';
import { VideoStreamService } from './video-stream.service.ts';

/** One 'bytes=start-end' range of a file of `size` bytes; null when absent or not satisfiable. */
export function parseByteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // several ranges or another unit: the whole file
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    // the last N bytes
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** Sends a stored blob whole (200) or the one range asked for (206, or 416 when none of it is there). */
export async function sendBlob(
  reply: FastifyReply,
  blob: BlobBody,
  rangeHeader: string | undefined,
): Promise<FastifyReply> {
  const size = blob.byteSize;
  const range = parseByteRange(rangeHeader, size);
  if (range === 'unsatisfiable')
    return reply.code(416).header('Content-Range', `bytes */${size}`).send('');
  if (!range) return reply.header('Content-Length', size).send(await blob.open());
  return reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    .header('Content-Length', range.end - range.start + 1)
    .send(await blob.open(range));
}

function send(reply: FastifyReply, file: ServedTocFile, rangeHeader: string | undefined) {
  void reply
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Accept-Ranges', 'bytes')
    .header(
      'Content-Disposition',
      `${file.disposition}; filename*=UTF-8''${encodeURIComponent(file.downloadName)}`,
    )
    .type(file.mimeType);
  return sendBlob(reply, file, rangeHeader);
}

/**
 * GET {TOC_FILE_PATH}/{grant}: a lesson's video (in place, with ranges),
 * courseware or material (a download). Unsigned — a link or a <video> cannot
 * sign — so the grant in the address carries the authority, and the lock is
 * decided again here for the reader it was granted to.
 */
export const tocFileRoutes =
  (files: TocFileService, videos: VideoStreamService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${TOC_FILE_PATH}/:token`,
      {
        schema: {
          tags: ['阅读'],
          summary:
            '课程文件（视频支持 Range；课件、素材下载）：仅限目录授予的地址，锁定的文件被拒绝',
          params: z.object({ token: z.string().max(400) }),
        },
      },
      async (request, reply) => {
        const { token } = request.params;
        // A lesson video packaged as HLS: its grant's Url is the master playlist (issue 18).
        const { file: row } = await files.authorize(token, request.ip);
        if (VideoStreamService.isPackage(row)) {
          const text = await videos.master(token, `${TOC_FILE_PATH}/${token}`, request.ip);
          return reply.header('Cache-Control', 'private, no-store').type(HLS_MIME_TYPE).send(text);
        }
        const file = await files.open(token, request.ip);
        return send(reply, file, request.headers.range);
      },
    );
  };
