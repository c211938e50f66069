import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signParams } from '@moyue/contracts/signing';
import { signedParams, type TestDevice } from '../../../testing/test-app.ts';

export interface Envelope<T = unknown> {
  Success: boolean;
  Data: T;
  Code: number;
  Description: string;
}

export const envelope = <T = unknown>(response: LightMyRequestResponse) =>
  response.json<Envelope<T>>();

/** A signed call with any cookies (the SSO binding cookie, the access token). */
export async function signedWithCookies(
  app: FastifyInstance,
  device: TestDevice,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string>,
  cookies: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const signed = await signParams(device.DeviceKey, method, path, {
    ...signedParams(device, path),
    ...params,
  });
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (method === 'GET')
    return app.inject({ method, url: path, query: signed, headers, remoteAddress: '127.0.0.1' });
  return app.inject({
    method,
    url: path,
    payload: new URLSearchParams(signed).toString(),
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: '127.0.0.1',
  });
}

/** The value a response sets for a cookie, or undefined. */
export function setCookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}
