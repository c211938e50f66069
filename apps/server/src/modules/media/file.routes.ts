import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import type { FileService } from './file.service.ts';

export const fileRoutes =
  (files: FileService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/files/public/:name',
      {
        schema: {
          tags: ['媒体'],
          summary: '公开文件（封面、轮播图），按内容寻址，可长期缓存',
          params: z.object({ name: z.string().max(80) }),
        },
      },
      async (request, reply) => {
        const file = await files.openPublic(request.params.name);
        if (!file) throw notFound('文件不存在');
        return (
          reply
            .header('Cache-Control', 'public, max-age=31536000, immutable')
            .header('X-Content-Type-Options', 'nosniff')
            // An SVG opened directly must not run script.
            .header(
              'Content-Security-Policy',
              "default-src 'none'; style-src 'unsafe-inline'; sandbox",
            )
            .header('Content-Length', file.byteSize)
            .type(file.mimeType)
            .send(file.stream)
        );
      },
    );
  };
