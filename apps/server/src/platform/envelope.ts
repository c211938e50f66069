import type { Envelope } from '@moyue/contracts/envelope';
import { Code } from '@moyue/contracts/codes';

/** The one way to answer success. */
export function ok<T>(data: T, description = ''): Envelope<T> {
  return { Success: true, Data: data, Code: Code.Ok, Description: description };
}

/** A failure; with the request's id when the answer comes from the error handler (issue 21). */
export function fail(code: number, description: string, requestId?: string): Envelope<null> {
  return {
    Success: false,
    Data: null,
    Code: code,
    Description: description,
    ...(requestId ? { RequestId: requestId } : {}),
  };
}
