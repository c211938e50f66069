import type { SsoConfig } from '../../config.ts';

/** A partner account CKRSC vouched for. */
export interface CkrscAccount {
  subject: string;
  displayName: string;
}

const TIMEOUT_MS = 10_000;

/**
 * CKRSC partner accounts (spec §7 login/third-login): the account and password
 * are checked by the partner itself — POST account + password (form) to
 * CKRSC_VERIFY_URL, which answers JSON {"valid":true,"subject":"…","displayName":"…"}.
 */
export class CkrscClient {
  constructor(private readonly config: NonNullable<SsoConfig['ckrsc']>) {}

  get loginUrl(): string {
    return this.config.loginUrl;
  }

  /** The partner's account, or null when the partner says no (or answers nothing usable). */
  async verify(account: string, password: string): Promise<CkrscAccount | null> {
    const response = await fetch(this.config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account, password }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json().catch(() => null)) as {
      valid?: unknown;
      subject?: unknown;
      displayName?: unknown;
    } | null;
    if (body?.valid !== true || typeof body.subject !== 'string' || !body.subject) return null;
    return {
      subject: body.subject,
      displayName: typeof body.displayName === 'string' ? body.displayName : '',
    };
  }
}
