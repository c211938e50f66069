import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import {
  AUTHORIZE_URL,
  AuthorizeDataSchema,
  AuthorizeParamsSchema,
  BOOK_FILE_PATH,
  LicenceCreateDataSchema,
  LicenceCreateParamsSchema,
} from '@moyue/contracts/api/reading';
import { ok } from '../../platform/envelope.ts';
import type { LicenceService } from './licence.service.ts';
import { viewerOf } from '../../platform/session.ts';
import { requireLiveSessionIfAny } from './viewer.ts';

const form = ['application/x-www-form-urlencoded'];

export const licenceRoutes =
  (licences: LicenceService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/Licence/Create',
      {
        preValidation: requireLiveSessionIfAny,
        schema: {
          consumes: form,
          tags: ['阅读'],
          summary: '创建阅读许可：读者对该资源的权限（全文或试读）与授权地址',
          body: LicenceCreateParamsSchema,
          response: { 200: apiResponseSchema(LicenceCreateDataSchema) },
        },
      },
      async (request) => ok(await licences.create(request.body, viewerOf(request))),
    );
    app.post(
      AUTHORIZE_URL,
      {
        preValidation: requireLiveSessionIfAny,
        schema: {
          consumes: form,
          tags: ['阅读'],
          summary:
            '授权：校验设备 RSA-2048 公钥，以 RSA-OAEP SHA-512 包装文件密钥，返回绑定设备的文件地址',
          body: AuthorizeParamsSchema,
          response: { 200: apiResponseSchema(AuthorizeDataSchema) },
        },
      },
      async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return ok(await licences.authorize(request.body, viewerOf(request)));
      },
    );
    app.get(
      `${BOOK_FILE_PATH}/*`,
      {
        schema: {
          tags: ['阅读'],
          summary: '加密的图书文件（iv ‖ AES-GCM 密文 ‖ tag），仅限授权的设备与用户',
          // A wildcard: the token is longer than a route parameter may be.
          params: z.object({ '*': z.string().max(1000) }),
        },
      },
      async (request, reply) => {
        const file = await licences.bookFile(request.params['*'], viewerOf(request));
        return reply
          .header('Cache-Control', 'private, no-store')
          .type('application/octet-stream')
          .send(file.bytes);
      },
    );
  };
