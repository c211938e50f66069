import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { DeviceBindDataSchema, DeviceBindParamsSchema } from '@moyue/contracts/api/platform';
import { ok } from '../../platform/envelope.ts';
import { viewerOf } from '../../platform/session.ts';
import { presentDeviceBinding } from './device.presenter.ts';
import type { DeviceService } from './device.service.ts';
import { withRetryAfter } from './route-helpers.ts';

export const deviceRoutes =
  (devices: DeviceService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/v1/api/device/bind',
      {
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: ['设备'],
          summary: '绑定设备，返回 DeviceToken 与 DeviceKey（无需签名）',
          body: DeviceBindParamsSchema,
          response: { 200: apiResponseSchema(DeviceBindDataSchema) },
        },
      },
      async (request, reply) => {
        const device = await withRetryAfter(reply, () =>
          devices.bind({ ...request.body, ip: viewerOf(request).ip }),
        );
        return ok(presentDeviceBinding(device));
      },
    );
  };
