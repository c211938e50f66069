/**
 * The request-signing rule (ARCHITECTURE 'The wire contract'), shared by the
 * web client and the server so they cannot drift.
 *
 * Token = lowercase hex HMAC-SHA256(key = DeviceKey as UTF-8, message = canonical string)
 * canonical string = METHOD + '\n' + path + '\n' + k1=v1&k2=v2…
 *   every parameter except Token, sorted by name (UTF-16 code-unit order),
 *   name and value each percent-encoded with encodeURIComponent, a lone
 *   surrogate as U+FFFD (%EF%BF%BD), as a UTF-8 body carries it.
 */

/** The parameters the client adds to every signed call (spec §7). */
export const SIGNED_PARAMETER_NAMES = [
  'AccessToken',
  'DeviceToken',
  'ApiName',
  'BridgePlatformName',
  'random',
  'nonce',
  'AppId',
  'timestamp',
  'apiversion',
  'appversion',
  'Token',
] as const;

/** spec §9: AppId 7 */
export const APP_ID = '7';
export const API_VERSION = '1.0';
/** Allowed clock difference between client and server, seconds. */
export const SIGNATURE_WINDOW_SECONDS = 300;
/** A nonce is remembered at least this long (must exceed the window on both sides). */
export const NONCE_TTL_SECONDS = 600;

export type SignableParams = Readonly<Record<string, string>>;

const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * encodeURIComponent of the text as UTF-8 carries it: a lone surrogate (which
 * encodeURIComponent throws on) is encoded as U+FFFD, as a form body sends it.
 */
const encodeComponent = (text: string): string =>
  // String(): untyped callers pass numbers and booleans, which encodeURIComponent took as their text
  encodeURIComponent(toWellFormed(String(text)));

/** The exact string that is signed. */
export function canonicalString(method: string, path: string, params: SignableParams): string {
  const pairs = Object.keys(params)
    .filter((name) => name !== 'Token')
    .sort(compareCodeUnits)
    .map((name) => `${encodeComponent(name)}=${encodeComponent(params[name] ?? '')}`);
  return `${method.toUpperCase()}\n${path}\n${pairs.join('&')}`;
}

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** HMAC-SHA256 of the canonical string with the device key, lowercase hex. Works in browsers and Node ≥ 20. */
export async function computeToken(
  deviceKey: string,
  method: string,
  path: string,
  params: SignableParams,
): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(deviceKey),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await globalThis.crypto.subtle.sign(
    'HMAC',
    key,
    encoder.encode(canonicalString(method, path, params)),
  );
  return toHex(mac);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** spec §7: timestamp in UTC as `YYYY-MM-DD HH:mm:ss`. */
export function formatSignTimestamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/** Parses a `YYYY-MM-DD HH:mm:ss` UTC timestamp; null when malformed. */
export function parseSignTimestamp(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (
    date.getUTCFullYear() !== y ||
    date.getUTCMonth() !== mo - 1 ||
    date.getUTCDate() !== d ||
    date.getUTCHours() !== h ||
    date.getUTCMinutes() !== mi ||
    date.getUTCSeconds() !== s
  ) {
    return null;
  }
  return date;
}

/** Addresses that go unsigned (spec §7 + ARCHITECTURE): device binding and `.json` addresses. */
export function isUnsignedPath(path: string): boolean {
  return path === '/v1/api/device/bind' || path.includes('.json');
}

/** Descriptions of the envelope when a call is refused before the business rules (Code.BadSignature). */
export const SignatureMessages = {
  Missing: '缺少签名参数',
  Invalid: '请求签名无效',
  Stale: '请求时间戳已失效，请校准设备时间',
  Replayed: '重复的请求，已拒绝',
  /** spec §8: the client re-registers its device and retries when it sees this. */
  UnknownDevice: '请先绑定设备',
} as const;

/** BridgePlatformName sent by the browser (the native bridge sends its own). */
export const WEB_PLATFORM_NAME = 'web';

export interface SignatureParamsInput {
  deviceToken: string;
  /** The called path (sent as ApiName). */
  path: string;
  accessToken?: string;
  bridgePlatformName?: string;
  appVersion?: string;
  now?: Date;
  nonce?: string;
  random?: string;
}

/** The signed parameters every call carries (spec §7), without Token. */
export function signatureParams(input: SignatureParamsInput): Record<string, string> {
  return {
    AccessToken: input.accessToken ?? '',
    DeviceToken: input.deviceToken,
    ApiName: input.path,
    BridgePlatformName: input.bridgePlatformName ?? WEB_PLATFORM_NAME,
    random: input.random ?? String(Math.random()),
    nonce: input.nonce ?? globalThis.crypto.randomUUID(),
    AppId: APP_ID,
    timestamp: formatSignTimestamp(input.now ?? new Date()),
    apiversion: API_VERSION,
    appversion: input.appVersion ?? '1.0.0',
  };
}

/** params plus their Token, ready to send as a form body or query. */
export async function signParams(
  deviceKey: string,
  method: string,
  path: string,
  params: SignableParams,
): Promise<Record<string, string>> {
  return { ...params, Token: await computeToken(deviceKey, method, path, params) };
}

/**
 * The string with each lone surrogate replaced by U+FFFD, as UTF-8 (and so
 * URLSearchParams, fetch and the form body) carries it; pairs are kept.
 * (String.prototype.toWellFormed, without needing an ES2024 runtime.)
 */
export function toWellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g, (unit) =>
    unit.length === 2 ? unit : '\ufffd',
  );
}
