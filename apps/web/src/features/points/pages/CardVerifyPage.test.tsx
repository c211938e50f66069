import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CardCertificatePaths } from '@moyue/contracts/api/card-certificate';
import { queryClient } from '../../../app/providers';
import { bound, clearCookies, fakeFetch, ok, refused } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render-route';
import { CardVerifyPage } from './CardVerifyPage';

const certificate = {
  CertificateId: 'a'.repeat(32),
  CardTitle: '四书 · 稀有数字书卡',
  ActivityTitle: '四书入门',
  ListTitle: '四书入门',
  Holder: '138****0001',
  Books: [{ Id: 1, Title: '论语' }],
  EarnedTime: '2026-11-20 10:00:00',
  Payload: '{"v":1}',
  Signature: 'c2ln',
  KeyId: '0123456789abcdef',
};
const key = {
  Algorithm: 'Ed25519',
  KeyId: '0123456789abcdef',
  PublicKeyPem: '-----BEGIN PUBLIC KEY-----',
};

let answer: ReturnType<typeof ok>;

describe('/cardVerify (public certificate check)', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    vi.stubGlobal(
      'fetch',
      fakeFetch((request) => {
        if (request.path === '/v1/api/device/bind') return bound();
        if (request.path === CardCertificatePaths.Verify) return answer;
        return ok(null);
      }).impl,
    );
  });

  const visit = () =>
    renderRoutes(
      [{ path: '/cardVerify', element: <CardVerifyPage /> }],
      `/cardVerify?id=${'a'.repeat(32)}`,
    );

  it('shows 验证通过 with the certificate and the public key', async () => {
    answer = ok({ Valid: true, Verdict: '验证通过', Certificate: certificate, PublicKey: key });
    visit();
    expect(await screen.findByText('验证通过')).toBeTruthy();
    expect(screen.getByText('138****0001')).toBeTruthy();
    expect(screen.getByText('-----BEGIN PUBLIC KEY-----')).toBeTruthy();
  });

  it('shows 验证失败 for a tampered certificate', async () => {
    answer = ok({ Valid: false, Verdict: '验证失败', Certificate: certificate, PublicKey: key });
    visit();
    expect(await screen.findByText('验证失败')).toBeTruthy();
    expect(screen.getByText(/证书可能被篡改/)).toBeTruthy();
  });

  it('says 证书不存在 for an unknown id', async () => {
    answer = refused(404, '证书不存在', 404);
    visit();
    expect(await screen.findByText('证书不存在')).toBeTruthy();
  });
});
