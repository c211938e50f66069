/** Cookie names of spec §3. */
export const CookieName = {
  AccessToken: 'access_token',
  DeviceToken: 'deviceToken',
  DeviceKey: 'deviceKey',
  UserInfo: 'bg_user_info',
  UserOrganization: 'user_Organization',
  OrganizationDetail: 'bg_organization_detail',
  OrganizationExternalId: 'orgEId',
  PromotionCode: 'promotionCode',
  MobileBindModel: 'mobile_bind_model',
  IeTip: 'ie_tip_closed',
  LoginFullPath: 'loginFullPath',
  /** spec §3/§7: after login, certify on a campus network (user-organization/activity) */
  AutoAuthor: 'autoAuthor',
} as const;

/**
 * document.cookie as read in this task (issue 16). Chromium answers the getter through its
 * network process: while a page loads, one read took up to 17 ms, and the detail page read
 * cookies ~60 times (every call reads its device and token), 30–50 ms of its main thread.
 * Reads in one task share one; the next task reads again. Writes through this module, and
 * the API client on each answer (the server may set a cookie), forget it at once.
 */
let cookieText: string | null = null;

/** Drops the read of this task: the next getCookie reads document.cookie again. */
export function forgetCookieRead(): void {
  cookieText = null;
}

function cookieString(): string {
  if (cookieText === null) {
    cookieText = document.cookie;
    setTimeout(forgetCookieRead, 0);
  }
  return cookieText;
}

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of cookieString().split('; ')) {
    if (part.startsWith(prefix)) {
      try {
        return decodeURIComponent(part.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Sets a cookie at path /; maxAgeSeconds undefined makes a session cookie. */
export function setCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    'path=/',
    'SameSite=Lax',
  ];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${maxAgeSeconds}`);
  if (location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
  forgetCookieRead();
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0`;
  forgetCookieRead();
}

/** Reads a JSON cookie; null when absent or malformed. */
export function getJsonCookie<T>(name: string): T | null {
  const text = getCookie(name);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
