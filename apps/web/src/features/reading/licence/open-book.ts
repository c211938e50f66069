import type { ContentDetail } from '@moyue/contracts/api/catalog';
import {
  TRIAL_DEVICE_TYPE,
  type AuthorizeData,
  type AuthorizeParameters,
  type LicenceCreateData,
} from '@moyue/contracts/api/reading';
import { Code } from '@moyue/contracts/codes';
import { AUTHORIZATION_TIMEOUT_MS } from '@moyue/contracts/ui-constants';
import { LicenceMessages, licenceFailureMessage } from '@moyue/contracts/messages';
import { ApiError } from '../../../api/api-error';
import { ReaderUnsupportedError, type DeviceKeys } from './device-keys';

// The licence flow of spec §7/§8/§9, free of React so that its timing and
// messages can be tested: Content/Detail → Licence/Create → POST AuthorizeUrl
// (60 s) → GET Url → unwrap the key → AES-GCM decrypt.

export type OpenBookPhase = 'detail' | 'licence' | 'authorize' | 'download' | 'decrypt';

export interface OpenedBook {
  kind: 'ready';
  detail: ContentDetail;
  licence: LicenceCreateData;
  authorization: AuthorizeData;
  bytes: ArrayBuffer;
}
/** spec §8: the page shows `message` and closes itself 5 s later. */
export interface ClosingBook {
  kind: 'close';
  message: string;
}
/** spec §8: code 34 → /login with redirect set to the current path. */
export interface LoginNeeded {
  kind: 'login';
  redirect: string;
}
export type OpenBookResult = OpenedBook | ClosingBook | LoginNeeded;

export interface OpenBookRequest {
  id: string;
  mediaType: 'epub' | 'pdf';
  organizationExternalId: string | null;
  userinfo: { NickName?: string | null; ExternalId?: string | null } | null;
  /** the current path with its query, for the login redirect */
  currentPath: string;
}

export interface OpenBookDeps {
  contentDetail(id: string): Promise<ContentDetail>;
  createLicence(contentId: string, mediaType: 'epub' | 'pdf'): Promise<LicenceCreateData>;
  authorize(url: string, parameters: AuthorizeParameters): Promise<AuthorizeData>;
  download(url: string): Promise<ArrayBuffer>;
  deviceKeys(): Promise<DeviceKeys>;
  decrypt(encrypted: ArrayBuffer, wrappedKey: string, privateKey: CryptoKey): Promise<ArrayBuffer>;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  onPhase?(phase: OpenBookPhase): void;
}

class AuthorizationTimeout extends Error {}

/** Runs `work`, failing with AuthorizationTimeout after spec §9's 60 s. */
function withAuthorizationTimeout<T>(deps: OpenBookDeps, work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = deps.setTimeout(
      () => reject(new AuthorizationTimeout()),
      AUTHORIZATION_TIMEOUT_MS,
    );
    work.then(
      (value) => {
        deps.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        deps.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const failure = (error: unknown, currentPath: string): ClosingBook | LoginNeeded => {
  if (error instanceof AuthorizationTimeout)
    return { kind: 'close', message: LicenceMessages.Timeout };
  if (error instanceof ApiError) {
    if (error.code === Code.TokenInvalid) return { kind: 'login', redirect: currentPath };
    return { kind: 'close', message: licenceFailureMessage(error.description) };
  }
  if (error instanceof ReaderUnsupportedError)
    return { kind: 'close', message: licenceFailureMessage(error.message) };
  return { kind: 'close', message: licenceFailureMessage('图书打开失败') };
};

/** Opens a book for this reader: the decrypted bytes, or what the page must do instead. */
export async function openBook(
  request: OpenBookRequest,
  deps: OpenBookDeps,
): Promise<OpenBookResult> {
  // The detail, the licence and the key pair do not wait for each other.
  const keysPromise = deps.deviceKeys();
  keysPromise.catch(() => undefined); // awaited below; a failure is reported there
  try {
    deps.onPhase?.('detail');
    const detailPromise = deps.contentDetail(request.id);
    deps.onPhase?.('licence');
    const [detail, licence, keys] = await Promise.all([
      detailPromise,
      deps.createLicence(request.id, request.mediaType),
      keysPromise,
    ]);
    deps.onPhase?.('authorize');
    const authorization = await withAuthorizationTimeout(
      deps,
      deps.authorize(licence.AuthorizeUrl || detail.AuthorizeUrl, {
        contentexternalid: detail.ExternalId,
        DataFileExternalId: licence.FileExternalId || detail.FileExternalId,
        // the server authorises only with the licence it made for this reader and device
        LicenceId: licence.LicenceId,
        organizationExternalId: request.organizationExternalId,
        isOnline: true,
        device: { DeviceType: TRIAL_DEVICE_TYPE, PublicKey: keys.publicKey },
        userinfo: request.userinfo,
      }),
    );
    deps.onPhase?.('download');
    const encrypted = await deps.download(authorization.Url);
    deps.onPhase?.('decrypt');
    const bytes = await deps.decrypt(encrypted, authorization.WrappedKey, keys.privateKey);
    return { kind: 'ready', detail, licence, authorization, bytes };
  } catch (error) {
    if (!(error instanceof ApiError) && !(error instanceof AuthorizationTimeout))
      console.error('the book could not be opened', error);
    return failure(error, request.currentPath);
  }
}
