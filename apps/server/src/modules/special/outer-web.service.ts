import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import {
  SpecialMessages,
  type OuterWebListData,
  type OuterWebOpenData,
  type OuterWebTransferData,
} from '@moyue/contracts/api/special';
import { Code } from '@moyue/contracts/codes';
import { AppError } from '../../platform/errors.ts';

/** An external resource of the configured list (config OUTER_WEB_RESOURCES). */
export interface OuterResource {
  id: string;
  title: string;
  url: string;
  description: string;
}

/** The path of the page that frames a resource after the transfer. */
export const OUTER_WEB_PAGE = '/outerwebtoview';

/** The transfer signature's key, derived from the master key (as the licence and file-grant keys). */
export const outerWebSecret = (masterKey: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', masterKey, 'moyue', 'outer-web-transfer-hmac-v1', 32));

/**
 * /outerwebtoview (spec §7 'a transfer-station page opens as a GET with
 * signed query parameters'): the server hands out a short-lived address
 * r (resource), e (expiry, unix seconds), s (HMAC of both) and frames the
 * resource only when that address is its own, unchanged and unexpired.
 */
export class OuterWebService {
  constructor(
    private readonly resources: readonly OuterResource[],
    private readonly secret: Buffer,
    private readonly ttlSeconds: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The sites' origins, for the page's Content-Security-Policy frame-src. */
  static originsOf(resources: readonly OuterResource[]): string[] {
    return [...new Set(resources.map((resource) => new URL(resource.url).origin))];
  }

  list(): OuterWebListData {
    return {
      ItemList: this.resources.map((resource) => ({
        Id: resource.id,
        Title: resource.title,
        Description: resource.description,
        Host: new URL(resource.url).host,
      })),
    };
  }

  transfer(resourceId: string): OuterWebTransferData {
    const resource = this.resources.find((item) => item.id === resourceId);
    if (!resource) throw new AppError(Code.NotFound, SpecialMessages.OuterUnknown, 404);
    const expires = Math.floor(this.now().getTime() / 1000) + this.ttlSeconds;
    const query = new URLSearchParams({
      r: resource.id,
      e: String(expires),
      s: this.sign(resource.id, expires),
    });
    return { Url: `${OUTER_WEB_PAGE}?${query.toString()}`, ExpireTime: expires };
  }

  /** Checks the signature first (a changed address says so), then the resource and the expiry. */
  open(input: { r: string; e: string; s: string }): OuterWebOpenData {
    const expires = /^\d{1,12}$/.test(input.e) ? Number(input.e) : NaN;
    if (!Number.isSafeInteger(expires) || !this.verify(input.r, expires, input.s))
      throw new AppError(Code.Forbidden, SpecialMessages.OuterTampered, 403);
    const resource = this.resources.find((item) => item.id === input.r);
    if (!resource) throw new AppError(Code.NotFound, SpecialMessages.OuterUnknown, 404);
    if (expires * 1000 <= this.now().getTime())
      throw new AppError(Code.Forbidden, SpecialMessages.OuterExpired, 403);
    return { Id: resource.id, Title: resource.title, Url: resource.url };
  }

  private sign(resourceId: string, expires: number): string {
    return createHmac('sha256', this.secret)
      .update(`${resourceId}\n${expires}`)
      .digest('base64url');
  }

  private verify(resourceId: string, expires: number, signature: string): boolean {
    const expected = Buffer.from(this.sign(resourceId, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
