import { DEVICE_REGISTRATION_TITLE, type DeviceBindData } from '@moyue/contracts/api/platform';
import type { Envelope } from '@moyue/contracts/envelope';
import { CookieName, getCookie, setCookie } from '../lib/cookies';

const DEVICE_COOKIE_SECONDS = 10 * 365 * 86_400;

export interface Device {
  token: string;
  key: string;
}

export function currentDevice(): Device | null {
  const token = getCookie(CookieName.DeviceToken);
  const key = getCookie(CookieName.DeviceKey);
  return token && key ? { token, key } : null;
}

let pending: Promise<Device> | null = null;

/** A refused bind (429, too many from this address) is asked again once the server says, if that is soon. */
const BIND_RETRY_MAX_WAIT_SECONDS = 30;
const BIND_ATTEMPTS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds of a 429's Retry-After, when it is a number within the wait the client accepts. */
function retryAfterSeconds(response: Response): number | null {
  if (response.status !== 429) return null;
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= BIND_RETRY_MAX_WAIT_SECONDS
    ? seconds
    : null;
}

/** spec §7 device/bind (unsigned): registers this browser and keeps DeviceToken/DeviceKey in cookies. */
export function bindDevice(fetchImpl: typeof fetch = fetch): Promise<Device> {
  pending ??= (async () => {
    const body = new URLSearchParams({ Title: DEVICE_REGISTRATION_TITLE });
    // spec §7: the current DeviceToken (if any) and the promotion code go along.
    const deviceToken = getCookie(CookieName.DeviceToken);
    if (deviceToken) body.set('DeviceToken', deviceToken);
    const promotionCode = getCookie(CookieName.PromotionCode);
    if (promotionCode) body.set('promotionCode', promotionCode);
    const post = () =>
      fetchImpl('/v1/api/device/bind', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    let response = await post();
    // A campus behind one address can fill the server's bind cap: wait as it says, then ask again.
    for (let attempt = 1; attempt < BIND_ATTEMPTS; attempt++) {
      const wait = retryAfterSeconds(response);
      if (wait === null) break;
      await sleep(wait * 1000);
      response = await post();
    }
    const envelope = (await response.json()) as Envelope<DeviceBindData | null>;
    if (!envelope.Success || !envelope.Data)
      throw new Error(envelope.Description || '设备注册失败');
    setCookie(CookieName.DeviceToken, envelope.Data.DeviceToken, DEVICE_COOKIE_SECONDS);
    setCookie(CookieName.DeviceKey, envelope.Data.DeviceKey, DEVICE_COOKIE_SECONDS);
    return { token: envelope.Data.DeviceToken, key: envelope.Data.DeviceKey };
  })().finally(() => {
    pending = null;
  });
  return pending;
}

/** spec §4: register the device when either cookie is missing; the app waits for it. */
export async function ensureDevice(fetchImpl: typeof fetch = fetch): Promise<Device> {
  return currentDevice() ?? bindDevice(fetchImpl);
}
