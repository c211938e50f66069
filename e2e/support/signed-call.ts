import type { Page } from 'playwright-core';
import { signParams, signatureParams } from '@moyue/contracts/signing';

export interface Answer<T = unknown> {
  Success: boolean;
  Code: number;
  Description: string;
  Data: T;
}

/** A signed call from the page, as the web client makes it (its cookies' session and device). */
export async function signedCall<T = unknown>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string> = {},
): Promise<Answer<T>> {
  const cookies = Object.fromEntries(
    (await page.context().cookies()).map((cookie) => [
      cookie.name,
      decodeURIComponent(cookie.value),
    ]),
  );
  const body = await signParams(cookies.deviceKey ?? '', method, path, {
    ...signatureParams({
      accessToken: cookies.access_token ?? '',
      deviceToken: cookies.deviceToken ?? '',
      path,
      appVersion: 'e2e',
    }),
    ...params,
  });
  return page.evaluate(
    async ({ method, path, body }) => {
      const response =
        method === 'GET'
          ? await fetch(`${path}?${body}`)
          : await fetch(path, {
              method: 'POST',
              body,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            });
      return (await response.json()) as Answer<T>;
    },
    { method, path, body: new URLSearchParams(body).toString() },
  );
}
