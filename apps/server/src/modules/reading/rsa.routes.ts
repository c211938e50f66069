import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { RsaCreateDataSchema } from '@moyue/contracts/api/platform';
import { ok } from '../../platform/envelope.ts';
import { createRsaKeyPair } from './rsa.service.ts';

export const rsaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rsa/create',
    {
      schema: {
        tags: ['阅读'],
        summary: '为无法生成密钥的浏览器创建 RSA-2048 密钥对',
        response: { 200: apiResponseSchema(RsaCreateDataSchema) },
      },
    },
    async (_request, reply) => {
      const pair = await createRsaKeyPair();
      void reply.header('Cache-Control', 'no-store');
      return ok({ PrivateKeyPemStr: pair.privateKeyPem, PublicKeyPemStr: pair.publicKeyPem });
    },
  );
};
