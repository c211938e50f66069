import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import type { AuthorizeData, LicenceCreateData } from '@moyue/contracts/api/reading';
import { ApiError } from '../../../api/api-error';
import { ReaderUnsupportedError } from './device-keys';
import { openBook, type OpenBookDeps, type OpenBookRequest } from './open-book';

const detail = {
  Id: 42,
  ExternalId: 'book-42',
  FileExternalId: 'file-42-epub',
  AuthorizeUrl: '/v1/api/licence/authorize',
  MediaType: 'epub',
  Title: '长河十章',
  ObjectType: 104,
} as ContentDetail;

const licence = {
  LicenceId: 'lic-1',
  AuthorizeUrl: '/v1/api/licence/authorize',
  FileExternalId: 'file-42-epub',
} as LicenceCreateData;

const authorization = {
  Url: '/v1/api/book-file/token',
  WrappedKey: 'd3JhcHBlZA==',
  IsTrial: false,
} as AuthorizeData;

const request: OpenBookRequest = {
  id: '42',
  mediaType: 'epub',
  organizationExternalId: 'org-demo-library',
  userinfo: null,
  currentPath: '/epubReader?id=42',
};

function deps(overrides: Partial<OpenBookDeps> = {}) {
  const privateKey = {} as CryptoKey;
  const base: OpenBookDeps = {
    contentDetail: vi.fn(() => Promise.resolve(detail)),
    createLicence: vi.fn(() => Promise.resolve(licence)),
    authorize: vi.fn(() => Promise.resolve(authorization)),
    download: vi.fn(() => Promise.resolve(new ArrayBuffer(8))),
    deviceKeys: vi.fn(() => Promise.resolve({ publicKey: 'U1BLSQ==', privateKey })),
    decrypt: vi.fn(() => Promise.resolve(new TextEncoder().encode('PK').buffer)),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  return { ...base, ...overrides };
}

describe('the licence flow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for detail, licence and authorisation in order and decrypts the file', async () => {
    const phases: string[] = [];
    const d = deps({ onPhase: (phase) => phases.push(phase) });
    const result = await openBook(request, d);
    expect(result.kind).toBe('ready');
    expect(phases).toEqual(['detail', 'licence', 'authorize', 'download', 'decrypt']);
    expect(d.createLicence).toHaveBeenCalledWith('42', 'epub');
    const [url, parameters] = vi.mocked(d.authorize).mock.calls[0]!;
    expect(url).toBe('/v1/api/licence/authorize');
    expect(parameters).toEqual({
      contentexternalid: 'book-42',
      DataFileExternalId: 'file-42-epub',
      LicenceId: 'lic-1',
      organizationExternalId: 'org-demo-library',
      isOnline: true,
      device: { DeviceType: 4, PublicKey: 'U1BLSQ==' },
      userinfo: null,
    });
    expect(d.download).toHaveBeenCalledWith('/v1/api/book-file/token');
    expect(d.decrypt).toHaveBeenCalledWith(
      expect.any(ArrayBuffer),
      'd3JhcHBlZA==',
      expect.anything(),
    );
  });

  it('gives up after 60 s of authorisation with 请求超时，页面5秒后自动关闭', async () => {
    const d = deps({ authorize: () => new Promise<AuthorizeData>(() => undefined) });
    let settled = false;
    const pending = openBook(request, d).then((result) => {
      settled = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ kind: 'close', message: '请求超时，页面5秒后自动关闭' });
    expect(d.download).not.toHaveBeenCalled();
  });

  it('does not time out an authorisation that answers in time', async () => {
    const d = deps({
      authorize: () =>
        new Promise<AuthorizeData>((resolve) => setTimeout(() => resolve(authorization), 59_000)),
    });
    const pending = openBook(request, d);
    await vi.advanceTimersByTimeAsync(59_000);
    expect((await pending).kind).toBe('ready');
    // The 60 s timer was cleared: nothing fires later.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows a licence refusal with the closing suffix', async () => {
    const d = deps({
      createLicence: () => Promise.reject(new ApiError(21, '资源不存在或已下架')),
    });
    expect(await openBook(request, d)).toEqual({
      kind: 'close',
      message: '资源不存在或已下架 页面5秒后自动关闭',
    });
  });

  it('shows an authorisation refusal with the closing suffix', async () => {
    const d = deps({
      authorize: () => Promise.reject(new ApiError(400, '设备公钥长度必须是 2048 位')),
    });
    expect(await openBook(request, d)).toEqual({
      kind: 'close',
      message: '设备公钥长度必须是 2048 位 页面5秒后自动关闭',
    });
  });

  it('sends code 34 to login with the current path', async () => {
    const d = deps({
      authorize: () => Promise.reject(new ApiError(34, '登录已过期，请重新登录')),
    });
    expect(await openBook(request, d)).toEqual({ kind: 'login', redirect: '/epubReader?id=42' });
  });

  it('closes with a message when the file cannot be decrypted', async () => {
    const d = deps({
      decrypt: () => Promise.reject(new DOMException('bad tag', 'OperationError')),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await openBook(request, d)).toEqual({
      kind: 'close',
      message: '图书打开失败 页面5秒后自动关闭',
    });
  });

  it('says so when this browser cannot decrypt books', async () => {
    const d = deps({ deviceKeys: () => Promise.reject(new ReaderUnsupportedError()) });
    expect(await openBook(request, d)).toEqual({
      kind: 'close',
      message: '当前浏览器无法解密图书，请通过 HTTPS 地址访问或更换浏览器 页面5秒后自动关闭',
    });
    expect(d.authorize).not.toHaveBeenCalled();
  });
});
