import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { BannerListDataSchema } from '@moyue/contracts/api/platform';
import { WEB_PLATFORM_NAME } from '@moyue/contracts/signing';
import { ok } from '../../platform/envelope.ts';
import type { BannerRepository } from './banner.repository.ts';

export const bannerRoutes =
  (banners: BannerRepository): FastifyPluginAsyncZod =>
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
      async () => {
        const rows = await banners.listEnabled(WEB_PLATFORM_NAME);
        return ok({
          ItemList: rows.map((row) => ({
            Url: row.url,
            Contents: row.contents,
            CoverUrl: row.coverUrl,
            PlatformName: row.platformName,
          })),
        });
      },
    );
  };
