import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EngagementPaths,
  QrCodeDataSchema,
  QrCodeParamsSchema,
} from '@moyue/contracts/api/engagement';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { renderQrCode } from './qrcode.service.ts';

export const qrCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    EngagementPaths.QrCode,
    {
      schema: {
        consumes: ['application/x-www-form-urlencoded'],
        tags: ['分享'],
        summary: '分享二维码：url 的 PNG（base64 data URL；size 4、margin 3）',
        body: QrCodeParamsSchema,
        response: { 200: apiResponseSchema(QrCodeDataSchema) },
      },
    },
    async (request) => ok(await renderQrCode(request.body)),
  );
};
