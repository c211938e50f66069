import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import {
  PLAYBACK_AUTHORIZE_URL,
  PLAYBACK_PATH,
  PlaybackAuthorizeDataSchema,
  PlaybackAuthorizeParamsSchema,
} from '@moyue/contracts/api/playback';
import { ok } from '../../platform/envelope.ts';
import type { PlaybackRequester, PlaybackService } from './playback.service.ts';
import { sendBlob } from './toc-file.routes.ts';
import { viewerOf } from '../../platform/session.ts';
import { requireLiveSessionIfAny } from './viewer.ts';

/** Who an unsigned playlist/segment request comes from: its session and device cookies. */
export type PlaybackIdentify = (
  request: FastifyRequest,
) => Promise<{ userId: number | null; deviceId: number | null }>;

/** spec §7: POST {AuthorizeUrl} of an audio book (signed). */
export const playbackRoutes =
  (playback: PlaybackService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      PLAYBACK_AUTHORIZE_URL,
      {
        preValidation: requireLiveSessionIfAny,
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: ['阅读'],
          summary:
            '有声书播放授权：ExternalId、FileExternalId → 短时有效、绑定用户与设备的 HLS 播放列表地址（需登录，试听范围外的文件被拒绝）',
          body: PlaybackAuthorizeParamsSchema,
          response: { 200: apiResponseSchema(PlaybackAuthorizeDataSchema) },
        },
      },
      async (request) => ok(await playback.authorize(request.body, viewerOf(request))),
    );
  };

const tokenParam = z.string().max(400);

/**
 * GET {PLAYBACK_PATH}/{grant}/index.m3u8 and /{n}.ts: unsigned (hls.js
 * cannot sign), so the grant in the address and the session and device
 * cookies carry the authority; the playlist is never cached, a segment is
 * cached privately no longer than its grant holds.
 */
export const playbackMediaRoutes =
  (playback: PlaybackService, identify: PlaybackIdentify): FastifyPluginAsyncZod =>
  async (app) => {
    const requester = async (request: FastifyRequest): Promise<PlaybackRequester> => ({
      ...(await identify(request)),
      ip: request.ip,
    });
    app.get(
      `${PLAYBACK_PATH}/:token/index.m3u8`,
      {
        schema: {
          tags: ['阅读'],
          summary: '有声书 HLS 播放列表（仅限授权地址，绑定会话与设备）',
          params: z.object({ token: tokenParam }),
        },
      },
      async (request, reply) => {
        const text = await playback.playlist(request.params.token, await requester(request));
        return reply
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .type('application/vnd.apple.mpegurl')
          .send(text);
      },
    );
    app.get(
      `${PLAYBACK_PATH}/:token/:segment`,
      {
        schema: {
          tags: ['阅读'],
          summary: '有声书 HLS 分片（支持 Range；仅限授权地址）',
          params: z.object({ token: tokenParam, segment: z.string().regex(/^\d{1,6}\.ts$/) }),
        },
      },
      async (request, reply) => {
        const index = Number.parseInt(request.params.segment, 10);
        const segment = await playback.segment(
          request.params.token,
          index,
          await requester(request),
        );
        const etag = `"${segment.sha256}"`;
        void reply
          .header('Cache-Control', `private, max-age=${segment.grantSeconds}, immutable`)
          .header('ETag', etag)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Accept-Ranges', 'bytes')
          .type('video/mp2t');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return sendBlob(reply, segment, request.headers.range);
      },
    );
  };
