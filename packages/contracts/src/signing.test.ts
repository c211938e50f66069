import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SIGNED_PARAMETER_NAMES,
  canonicalString,
  computeToken,
  formatSignTimestamp,
  isUnsignedPath,
  parseSignTimestamp,
  signParams,
  signatureParams,
  toWellFormed,
} from './signing.ts';
import { SIGNING_TEST_VECTORS } from './signing-vectors.ts';

describe('request signing', () => {
  it.each(SIGNING_TEST_VECTORS)('reproduces the published vector: $name', async (vector) => {
    expect(canonicalString(vector.method, vector.path, vector.params)).toBe(vector.canonical);
    expect(await computeToken(vector.deviceKey, vector.method, vector.path, vector.params)).toBe(
      vector.token,
    );
  });

  it('leaves Token itself out of the canonical string', () => {
    expect(canonicalString('GET', '/p', { a: '1', Token: 'x' })).toBe('GET\n/p\na=1');
  });

  it('changes the token when any parameter, the path or the method changes', async () => {
    const base = SIGNING_TEST_VECTORS[0]!;
    const token = await computeToken(base.deviceKey, base.method, base.path, base.params);
    expect(
      await computeToken(base.deviceKey, base.method, base.path, { ...base.params, random: '0.6' }),
    ).not.toBe(token);
    expect(await computeToken(base.deviceKey, base.method, '/v1/api/other', base.params)).not.toBe(
      token,
    );
    expect(await computeToken(base.deviceKey, 'GET', base.path, base.params)).not.toBe(token);
    expect(await computeToken(`${base.deviceKey}0`, base.method, base.path, base.params)).not.toBe(
      token,
    );
  });

  it('never gives two different parameter sets the same canonical string', () => {
    // '&' and '=' inside values are encoded, so a value cannot pose as another parameter.
    expect(canonicalString('POST', '/p', { a: '1&b=2' })).not.toBe(
      canonicalString('POST', '/p', { a: '1', b: '2' }),
    );
    // nor can '=' move between a name and its value
    expect(canonicalString('POST', '/p', { 'a=b': 'c' })).not.toBe(
      canonicalString('POST', '/p', { a: 'b=c' }),
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.string({ maxLength: 6 })),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.string({ maxLength: 6 })),
        (a, b) => {
          delete a.Token;
          delete b.Token;
          const same =
            JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
          return same === (canonicalString('POST', '/p', a) === canonicalString('POST', '/p', b));
        },
      ),
    );
  });

  it('signs any string without throwing, each value as the form body carries it (lone surrogates as U+FFFD)', async () => {
    expect(() => canonicalString('POST', '/p', { a: '\udc00' })).not.toThrow();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string({ unit: 'binary', maxLength: 6 }), fc.string({ unit: 'binary' })),
        async (params) => {
          delete params.Token;
          // What the server parses out of the body the client sends: URLSearchParams well-forms each string.
          const received = Object.fromEntries(new URLSearchParams(params));
          expect(canonicalString('POST', '/p', params)).toBe(
            canonicalString('POST', '/p', received),
          );
          expect(await computeToken('k', 'POST', '/p', params)).toBe(
            await computeToken('k', 'POST', '/p', received),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('signs a number or boolean an untyped caller passes as its text, as before', () => {
    const params = { n: 3, b: true } as unknown as Record<string, string>;
    expect(canonicalString('POST', '/p', params)).toBe('POST\n/p\nb=true&n=3');
  });

  it('replaces only lone surrogates when making a string well formed', () => {
    expect(toWellFormed('a\ud800b\udc00\ud840\udc00\ud840')).toBe(
      'a\ufffdb\ufffd\ud840\udc00\ufffd',
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const wellFormed = toWellFormed(text);
        // a well-formed string survives a UTF-8 round trip unchanged
        return new TextDecoder().decode(new TextEncoder().encode(text)) === wellFormed;
      }),
    );
  });

  it('signs only with lowercase hex of 64 characters', async () => {
    expect(await computeToken('k', 'GET', '/p', {})).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('timestamps (UTC YYYY-MM-DD HH:mm:ss)', () => {
  it('formats in UTC', () => {
    expect(formatSignTimestamp(new Date('2026-11-22T08:05:09+08:00'))).toBe('2026-11-22 00:05:09');
  });

  it('round-trips any second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (seconds) => {
        const date = new Date(seconds * 1000);
        return parseSignTimestamp(formatSignTimestamp(date))?.getTime() === date.getTime();
      }),
    );
  });

  it.each([
    '',
    '2026-11-22T00:00:00',
    '2026-02-30 00:00:00',
    '2026-11-22 24:00:00',
    '2026-11-22 00:00',
    ' 2026-11-22 00:00:00',
  ])('rejects %j', (text) => {
    expect(parseSignTimestamp(text)).toBeNull();
  });
});

describe('unsigned addresses', () => {
  it('are device binding and .json addresses only', () => {
    expect(isUnsignedPath('/v1/api/device/bind')).toBe(true);
    expect(isUnsignedPath('/static/config.json')).toBe(true);
    expect(isUnsignedPath('/v1/api/history/hot-search-words')).toBe(false);
    expect(isUnsignedPath('/v1/api/device/bind/extra')).toBe(false);
  });
});

describe('signatureParams', () => {
  it('carries every signed parameter of spec §7 but Token', async () => {
    const params = signatureParams({
      deviceToken: 'dt',
      path: '/v1/api/ad/recommend',
      now: new Date('2026-11-22T00:00:00Z'),
      nonce: 'n',
    });
    expect(Object.keys(params).sort()).toEqual(
      SIGNED_PARAMETER_NAMES.filter((name) => name !== 'Token').sort(),
    );
    expect(params).toMatchObject({
      AppId: '7',
      DeviceToken: 'dt',
      ApiName: '/v1/api/ad/recommend',
      timestamp: '2026-11-22 00:00:00',
      nonce: 'n',
      BridgePlatformName: 'web',
    });
    const signed = await signParams('key', 'GET', '/v1/api/ad/recommend', params);
    expect(signed.Token).toBe(await computeToken('key', 'GET', '/v1/api/ad/recommend', params));
  });

  it('uses a fresh nonce every time', () => {
    const a = signatureParams({ deviceToken: 'dt', path: '/p' });
    const b = signatureParams({ deviceToken: 'dt', path: '/p' });
    expect(a.nonce).not.toBe(b.nonce);
  });
});
