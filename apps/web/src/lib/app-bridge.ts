import { NativeAppId } from '@moyue/contracts/limits';
import { LoginMessages } from '@moyue/contracts/messages';

// spec §1: the site runs inside the native apps' web views through a bridge.
// App ids 12 Android and 13 iOS. The native side opens the web view with
// ?appId=12|13 (kept for the tab's life) and offers:
//   Android (12): window.MoyueAndroid.getToken(): string,
//                 .loginResult(json: string), .closeWebView()
//   iOS (13):     window.webkit.messageHandlers.moyue.postMessage({ action, … });
//                 a getToken request is answered by the app calling
//                 window.moyueBridgeCallback(requestId, token).
// Token retrieval fails with no message (spec §1): any failure is "no token".
// A login result {Success, Description '登录成功' | '登录失败', Data token} is
// handed back and the web view closes.

export type NativeApp = typeof NativeAppId.Android | typeof NativeAppId.Ios;

/** spec §1: what the web view hands back after a login. */
export interface NativeLoginResult {
  Success: boolean;
  Description: string;
  Data: string;
}

interface AndroidBridge {
  getToken?: () => string | null | undefined;
  loginResult?: (json: string) => void;
  closeWebView?: () => void;
}

interface IosMessage {
  action: 'getToken' | 'loginResult' | 'closeWebView';
  requestId?: string;
  result?: NativeLoginResult;
}

export interface BridgeWindow {
  MoyueAndroid?: AndroidBridge;
  webkit?: { messageHandlers?: { moyue?: { postMessage: (message: IosMessage) => void } } };
  moyueBridgeCallback?: (requestId: string, token: string | null) => void;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  location: { search: string };
}

const APP_ID_KEY = 'moyue_app_id';
/** How long iOS has to answer a token request before the bridge gives up silently. */
export const TOKEN_TIMEOUT_MS = 3_000;

const browserWindow = (): BridgeWindow => window;

const asNativeApp = (value: string | null | undefined): NativeApp | null => {
  const id = Number(value);
  return id === NativeAppId.Android || id === NativeAppId.Ios ? id : null;
};

/** The native app the page runs in (from ?appId, remembered for the tab), or null in a browser. */
export function nativeApp(win: BridgeWindow = browserWindow()): NativeApp | null {
  const fromQuery = asNativeApp(new URLSearchParams(win.location.search).get('appId'));
  try {
    if (fromQuery) win.sessionStorage.setItem(APP_ID_KEY, String(fromQuery));
    return fromQuery ?? asNativeApp(win.sessionStorage.getItem(APP_ID_KEY));
  } catch {
    return fromQuery; // storage refused (private mode): the query alone decides
  }
}

let requestCounter = 0;

/**
 * Asks the native side for its access token. Resolves the token, or null on
 * any failure (no bridge, an exception, no answer in time) — never rejects
 * and never shows a message (spec §1).
 */
export function getNativeToken(
  win: BridgeWindow = browserWindow(),
  timeoutMs = TOKEN_TIMEOUT_MS,
): Promise<string | null> {
  const app = nativeApp(win);
  try {
    if (app === NativeAppId.Android) {
      const token = win.MoyueAndroid?.getToken?.();
      return Promise.resolve(typeof token === 'string' && token ? token : null);
    }
    const handler = win.webkit?.messageHandlers?.moyue;
    if (app !== NativeAppId.Ios || !handler) return Promise.resolve(null);
    const requestId = `t${++requestCounter}`;
    return new Promise((resolve) => {
      const previous = win.moyueBridgeCallback;
      const finish = (token: string | null) => {
        clearTimeout(timer);
        win.moyueBridgeCallback = previous;
        resolve(typeof token === 'string' && token ? token : null);
      };
      const timer = setTimeout(() => finish(null), timeoutMs);
      win.moyueBridgeCallback = (id, token) => {
        if (id === requestId) finish(token);
        else previous?.(id, token);
      };
      try {
        handler.postMessage({ action: 'getToken', requestId });
      } catch {
        finish(null);
      }
    });
  } catch {
    return Promise.resolve(null);
  }
}

/** spec §1: the login result the web view hands back. */
export const nativeLoginResult = (token: string | null): NativeLoginResult =>
  token
    ? { Success: true, Description: LoginMessages.NativeSucceeded, Data: token }
    : { Success: false, Description: LoginMessages.NativeFailed, Data: '' };

/**
 * Hands the login result to the native app and closes the web view. Answers
 * false in a browser (nothing to hand back: the caller goes on as usual).
 */
export function handBackLogin(token: string | null, win: BridgeWindow = browserWindow()): boolean {
  const app = nativeApp(win);
  if (app === null) return false;
  const result = nativeLoginResult(token);
  try {
    if (app === NativeAppId.Android) {
      win.MoyueAndroid?.loginResult?.(JSON.stringify(result));
      win.MoyueAndroid?.closeWebView?.();
    } else {
      const handler = win.webkit?.messageHandlers?.moyue;
      handler?.postMessage({ action: 'loginResult', result });
      handler?.postMessage({ action: 'closeWebView' });
    }
  } catch {
    // A broken bridge cannot be told; the page stays as it is.
  }
  return true;
}
