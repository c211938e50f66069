import type { Envelope } from '@moyue/contracts/envelope';
import { Code } from '@moyue/contracts/codes';

/** The one way to answer success. */
export function ok<T>(data: T, description = ''): Envelope<T> {
  return { Success: true, Data: data, Code: Code.Ok, Description: description };
}

export function fail(code: number, description: string): Envelope<null> {
  return { Success: false, Data: null, Code: code, Description: description };
}
