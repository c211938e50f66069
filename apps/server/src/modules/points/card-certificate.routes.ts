import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CardCertificateListSchema,
  CardCertificatePaths,
  CardVerifyParamsSchema,
  CardVerifyResultSchema,
} from '@moyue/contracts/api/card-certificate';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import type { Db } from '../../platform/db.ts';
import { requireUser } from '../../platform/session.ts';
import { CardCertificateRepository } from './card-certificate.repository.ts';
import { CardCertificateService } from './card-certificate.service.ts';
import { CardSigner } from './card-signing.ts';

/** The blockchain page's certificates and the public /cardVerify check (issue 17). */
export const cardCertificateRoutes =
  (service: CardCertificateService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['积分与任务'];
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    app.get(
      CardCertificatePaths.Mine,
      {
        schema: {
          tags,
          summary: '我的稀有书卡证书（Ed25519 签名、平台公钥）',
          response: { 200: apiResponseSchema(CardCertificateListSchema) },
        },
      },
      async (request) => ok(await service.mine(requireUser(request).userId)),
    );

    app.get(
      CardCertificatePaths.Verify,
      {
        schema: {
          tags,
          summary: '公开验证一张书卡证书（服务器重新验签），并公布平台公钥；无需登录',
          querystring: CardVerifyParamsSchema,
          response: { 200: apiResponseSchema(CardVerifyResultSchema) },
        },
      },
      async (request) => ok(await service.verify(request.query.id)),
    );
  };

/** The certificate calls over a database and the master key (wired by app.ts). */
export const createCardCertificates = (db: Db, masterKey: Buffer): FastifyPluginAsyncZod =>
  cardCertificateRoutes(
    new CardCertificateService(new CardCertificateRepository(db), new CardSigner(masterKey)),
  );
