import { Code } from '@moyue/contracts/codes';

/** A business failure: becomes `Success:false` with this Code and Chinese Description. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    readonly httpStatus = 200,
  ) {
    super(description);
    this.name = 'AppError';
  }
}

export const badRequest = (description: string) => new AppError(Code.BadRequest, description, 400);
export const notFound = (description = '资源不存在') =>
  new AppError(Code.NotFound, description, 404);
