import { computeToken } from '@moyue/contracts/signing';
import { CookieName, removeCookie, setCookie } from '../lib/cookies';
import { useAppStore } from '../stores/app-store';

export interface Recorded {
  method: string;
  path: string;
  params: Record<string, string>;
  contentType: string | null;
}

type Answer = { status?: number; body: unknown };

/**
 * A stand-in for the network in browser-client unit tests (the server itself
 * is tested for real in apps/server and e2e). It records each request with
 * its parameters and answers from a script.
 */
export const requestUrl = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

export function fakeFetch(answer: (request: Recorded, index: number) => Answer) {
  const requests: Recorded[] = [];
  const impl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(requestUrl(input), 'http://localhost');
    const body =
      typeof init?.body === 'string'
        ? init.body
        : init?.body instanceof URLSearchParams
          ? init.body.toString()
          : '';
    const params = Object.fromEntries(
      new URLSearchParams(init?.method === 'POST' ? body : url.search),
    );
    const headers = new Headers(init?.headers);
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      params,
      contentType: headers.get('content-type'),
    };
    requests.push(request);
    const reply = answer(request, requests.length - 1);
    return new Response(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { impl, requests };
}

export const ok = (Data: unknown) => ({ body: { Success: true, Data, Code: 0, Description: '' } });
export const refused = (Code: number, Description: string, status = 200) => ({
  status,
  body: { Success: false, Data: null, Code, Description },
});
export const bound = (token = 'dt-1', key = 'key-1') => ok({ DeviceToken: token, DeviceKey: key });

/** Checks a recorded request's Token the way the server does. */
export async function tokenIsValid(request: Recorded, deviceKey: string): Promise<boolean> {
  const { Token, ...rest } = request.params;
  return Token === (await computeToken(deviceKey, request.method, request.path, rest));
}

export function clearCookies(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) removeCookie(name);
  }
}

/** A signed-in reader as the login cookies hold one (written as the app's login writes them). */
export function signIn(
  user: Record<string, unknown> = { Id: 7, RealName: '李书言', ExternalId: 'u-7' },
) {
  setCookie(CookieName.UserInfo, JSON.stringify(user));
  setCookie(CookieName.AccessToken, 't-1');
  useAppStore.getState().refreshFromCookies();
}
