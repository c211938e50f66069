import {
  createPrivateKey,
  createPublicKey,
  privateDecrypt,
  publicEncrypt,
  constants,
} from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  signedCall,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';

describe.each(TEST_DATABASES)('POST /rsa/create (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  beforeAll(async () => {
    t = await createTestApp(kind);
    device = await bindDevice(t.app);
  });
  afterAll(() => t.close());

  it('answers a working RSA-2048 pair with exponent 65537', async () => {
    const response = await signedCall(t.app, device, 'POST', '/rsa/create');
    const body = response.json<{
      Success: boolean;
      Data: { PrivateKeyPemStr: string; PublicKeyPemStr: string };
    }>();
    expect(body.Success).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
    const publicKey = createPublicKey(body.Data.PublicKeyPemStr);
    expect(publicKey.asymmetricKeyDetails).toMatchObject({
      modulusLength: 2048,
      publicExponent: 65537n,
    });
    const secret = Buffer.from('内容密钥');
    const wrapped = publicEncrypt(
      { key: publicKey, oaepHash: 'sha512', padding: constants.RSA_PKCS1_OAEP_PADDING },
      secret,
    );
    const unwrapped = privateDecrypt(
      {
        key: createPrivateKey(body.Data.PrivateKeyPemStr),
        oaepHash: 'sha512',
        padding: constants.RSA_PKCS1_OAEP_PADDING,
      },
      wrapped,
    );
    expect(unwrapped.toString()).toBe('内容密钥');
  });

  it('refuses to make keys for an unsigned caller', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/rsa/create' });
    expect(response.statusCode).toBe(401);
  });
});
