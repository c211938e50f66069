import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Code } from '@moyue/contracts/codes';
import { fail } from './envelope.ts';
import { AppError, isServiceUnavailable, serviceUnavailable } from './errors.ts';

export const INTERNAL_ERROR_MESSAGE = '服务器繁忙，请稍后再试';
export const BAD_PARAMETERS_MESSAGE = '参数错误';

/**
 * The one error handler: AppError, validation errors and the unknown become the envelope; no
 * stack or SQL leaks. Every answer names its request in X-Request-Id (platform/logging.ts); the
 * failures whose cause only the server's log holds (503, 500) also carry it as RequestId.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send(fail(error.code, error.description));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = [
        ...new Set(
          error.validation.map((issue) =>
            issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          ),
        ),
      ].filter(Boolean);
      const detail = fields.length ? `：${fields.join('、')}` : '';
      return reply.status(400).send(fail(Code.BadRequest, `${BAD_PARAMETERS_MESSAGE}${detail}`));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Body parser, payload size, unsupported media type …: the client's fault, said in Chinese.
      const description =
        error.statusCode === 413
          ? '请求内容过大'
          : error.statusCode === 415
            ? '不支持的请求格式'
            : BAD_PARAMETERS_MESSAGE;
      return reply.status(error.statusCode).send(fail(Code.BadRequest, description));
    }
    if (isServiceUnavailable(error)) {
      // The database or Redis is away: say so plainly (never the driver's words) and let the client retry.
      request.log.warn({ err: error }, 'service unavailable');
      const unavailable = serviceUnavailable();
      void reply.header('Retry-After', '5');
      return reply
        .status(unavailable.httpStatus)
        .send(fail(unavailable.code, unavailable.description, request.id));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(Code.Internal, INTERNAL_ERROR_MESSAGE, request.id));
  });
}
