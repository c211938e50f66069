import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ShareCodeSchema,
  ShareMessages,
  ShareRecordCreateParamsSchema,
} from '@moyue/contracts/api/user-share';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { requireUser } from '../../platform/session.ts';
import { FORM } from './route-helpers.ts';
import type { ShareService } from './share.service.ts';

/** spec §7 user-share-record/get-code and /create (login required, code 34). */
export const shareRoutes =
  (shares: ShareService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/api/user-share-record/get-code',
      {
        schema: {
          tags: ['分享'],
          summary: '本人的分享码（首次请求时生成，之后不变；需绑定手机号，否则 Code 201）',
          response: { 200: apiResponseSchema(ShareCodeSchema) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        void reply.header('cache-control', 'no-store');
        return ok(await shares.code(user));
      },
    );

    app.post(
      '/v1/api/user-share-record/create',
      {
        schema: {
          consumes: FORM,
          tags: ['分享'],
          summary:
            '记录本人经他人分享链接到来：code、fromUserExternalId、shareType（3 内容，需 objectId）；重复提交只记一次',
          body: ShareRecordCreateParamsSchema,
          response: { 200: apiResponseSchema(z.null()) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await shares.record(user, request.body);
        return ok(null, ShareMessages.Recorded);
      },
    );
  };
