import { Code } from '@moyue/contracts/codes';
import type { Envelope } from '@moyue/contracts/envelope';
import { REQUEST_TIMEOUT_MS } from '@moyue/contracts/ui-constants';
import { LoginMessages } from '@moyue/contracts/messages';
import {
  SignatureMessages,
  isUnsignedPath,
  signParams,
  signatureParams,
} from '@moyue/contracts/signing';
import { CookieName, forgetCookieRead, getCookie } from '../lib/cookies';
import { ApiError } from './api-error';
import { bindDevice, ensureDevice } from './device';
import { parseJsonKeepingBigIntegers } from './parse-json';

export type Params = Record<string, string | number | boolean | null | undefined>;

/** What the client does about the codes of spec §8; the app wires these to its store and router. */
export interface CodeHandlers {
  /** 34: token invalid or expired. */
  onTokenInvalid(message: string): void;
  /** 201: the account must bind a mobile number. */
  onBindMobile(): void;
  /** 21: show the Description as an error toast. */
  onToast(message: string): void;
}

export interface ApiClientOptions {
  fetchImpl?: typeof fetch;
  handlers: CodeHandlers;
  appVersion?: string;
}

const NETWORK_ERROR = '网络异常，请稍后再试';

/** spec §7: the path signed and sent always starts with '/'. */
export const normalisePath = (path: string): string => (path.startsWith('/') ? path : `/${path}`);

function toStrings(params: Params = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) out[name] = String(value);
  }
  return out;
}

/** The one HTTP client: binds the device, signs every call, unwraps the envelope, handles codes 34/201/21/11. */
export function createApiClient(options: ApiClientOptions) {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  let bindMobileRaised = false;
  /** Calls sent and not yet answered (settled() waits for them). */
  const inFlight = new Set<Promise<unknown>>();

  async function send(
    method: 'GET' | 'POST',
    rawPath: string,
    params: Params,
  ): Promise<Envelope<unknown>> {
    const path = normalisePath(rawPath);
    let body = toStrings(params);
    if (!isUnsignedPath(path)) {
      const device = await ensureDevice(fetchImpl);
      const signed = signatureParams({
        deviceToken: device.token,
        path,
        accessToken: getCookie(CookieName.AccessToken) ?? '',
        appVersion: options.appVersion ?? '1.0.0',
      });
      body = await signParams(device.key, method, path, { ...body, ...signed });
    }
    const encoded = new URLSearchParams(body).toString();
    let response: Response;
    try {
      response =
        method === 'GET'
          ? await fetchImpl(encoded ? `${path}?${encoded}` : path, {
              method,
              credentials: 'same-origin',
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            })
          : await fetchImpl(path, {
              method,
              body: encoded,
              credentials: 'same-origin',
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
              headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
            });
    } catch {
      throw new ApiError(-1, NETWORK_ERROR);
    } finally {
      // An answer may set a cookie (login sets access_token): the next read sees it.
      forgetCookieRead();
    }
    try {
      return parseJsonKeepingBigIntegers(await response.text()) as Envelope<unknown>;
    } catch {
      throw new ApiError(-1, NETWORK_ERROR, response.status);
    }
  }

  async function call<T>(method: 'GET' | 'POST', path: string, params: Params = {}): Promise<T> {
    return (await callForEnvelope<T>(method, path, params)).Data;
  }

  /** A successful envelope whole: for calls whose Description is shown (spec §8 bookshelf/create). */
  function callForEnvelope<T>(
    method: 'GET' | 'POST',
    path: string,
    params: Params = {},
  ): Promise<Envelope<T>> {
    const answer = answerOf<T>(method, path, params);
    inFlight.add(answer);
    const forget = () => inFlight.delete(answer);
    answer.then(forget, forget);
    return answer;
  }

  async function answerOf<T>(
    method: 'GET' | 'POST',
    path: string,
    params: Params,
  ): Promise<Envelope<T>> {
    let envelope = await send(method, path, params);
    if (!envelope.Success && envelope.Description === SignatureMessages.UnknownDevice) {
      // spec §8: register the device again and retry once.
      await bindDevice(fetchImpl);
      envelope = await send(method, path, params);
    }
    if (envelope.Success) return envelope as Envelope<T>;
    switch (envelope.Code) {
      case Code.TokenInvalid:
        options.handlers.onTokenInvalid(
          /accesstoken/i.test(envelope.Description) ? LoginMessages.Expired : envelope.Description,
        );
        break;
      case Code.BindMobile:
        if (!bindMobileRaised) {
          bindMobileRaised = true;
          options.handlers.onBindMobile();
        }
        break;
      case Code.Toast:
        options.handlers.onToast(envelope.Description);
        break;
      default:
        break; // 11 and the rest: the caller decides what to show.
    }
    throw new ApiError(envelope.Code, envelope.Description);
  }

  return {
    get: <T>(path: string, params?: Params) => call<T>('GET', path, params),
    post: <T>(path: string, params?: Params) => call<T>('POST', path, params),
    /** POST whose success Description the caller shows. */
    postForEnvelope: <T>(path: string, params?: Params) => callForEnvelope<T>('POST', path, params),
    /**
     * Resolves once every call sent before it has been answered (or has failed), or after
     * maxMs, whichever comes first; calls sent later are not waited for.
     */
    settled(maxMs: number): Promise<void> {
      const pending = [...inFlight];
      if (pending.length === 0) return Promise.resolve();
      let timer: ReturnType<typeof setTimeout> | undefined;
      return Promise.race([
        Promise.allSettled(pending).then(() => undefined),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, maxMs);
        }),
      ]).finally(() => clearTimeout(timer));
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
