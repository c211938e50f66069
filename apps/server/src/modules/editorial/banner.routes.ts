import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { BannerListDataSchema } from '@moyue/contracts/api/platform';
import { ok } from '../../platform/envelope.ts';
import { presentBanner } from './banner.presenter.ts';
import type { BannerService } from './banner.service.ts';

export const bannerRoutes =
  (banners: BannerService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/api/ad/recommend',
      {
        schema: {
          tags: ['运营'],
          summary: '首页轮播图（PlatformName web）',
          response: { 200: apiResponseSchema(BannerListDataSchema) },
        },
      },
      async () => ok({ ItemList: (await banners.listForWeb()).map(presentBanner) }),
    );
  };
