import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  signedCall,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';

describe.each(TEST_DATABASES)('GET /v1/api/ad/recommend (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    device = await bindDevice(t.app);
  });
  afterAll(() => t.close());

  it('lists the web banners with covers that can be fetched', async () => {
    const response = await signedCall(t.app, device, 'GET', '/v1/api/ad/recommend');
    const body = response.json<{
      Success: boolean;
      Data: {
        ItemList: { Url: string; Contents: string; CoverUrl: string; PlatformName: string }[];
      };
    }>();
    expect(body.Success).toBe(true);
    expect(body.Data.ItemList.length).toBeGreaterThanOrEqual(3);
    for (const banner of body.Data.ItemList) {
      expect(banner.PlatformName).toBe('web');
      expect(banner.Contents).toMatch(/[\u4e00-\u9fff]/);
      const image = await t.app.inject({ method: 'GET', url: banner.CoverUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.headers['cache-control']).toContain('immutable');
    }
  });

  it('does not serve a file that was never stored', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/files/public/${'a'.repeat(64)}.svg`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ Success: false, Code: 404 });
  });
});
