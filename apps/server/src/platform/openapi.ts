import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the contracts' zod schemas, browsable at /docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '墨阅 Moyue API',
        description:
          '所有应答均为信封 {Success, Data, Code, Description}。除 /v1/api/device/bind 与 .json 地址外，所有调用都需要签名参数（AccessToken, DeviceToken, ApiName, BridgePlatformName, random, nonce, AppId, timestamp, apiversion, appversion, Token）。POST 请求体为 application/x-www-form-urlencoded。',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
