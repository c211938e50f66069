import { useEffect } from 'react';
import type { UserInfo } from '@moyue/contracts/api/accounts';
import { getNativeToken, nativeApp } from '../../../lib/app-bridge';
import { CookieName, setCookie } from '../../../lib/cookies';
import { getUserDetail } from '../api/get-user-detail';

/**
 * In a native app's web view (spec §1), /login first asks the app for its
 * token: when it has one that the server accepts, the reader is signed in
 * without the form. Every failure is silent (the form simply stays).
 */
export function useNativeSession(onSignedIn: (info: UserInfo) => void): void {
  useEffect(() => {
    if (nativeApp() === null) return;
    let cancelled = false;
    void getNativeToken()
      .then(async (token) => {
        if (!token || cancelled) return;
        // The web view's own session cookie; the client signs it as AccessToken (spec §7).
        setCookie(CookieName.AccessToken, token);
        const info = await getUserDetail();
        if (!cancelled) onSignedIn(info);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // Once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
