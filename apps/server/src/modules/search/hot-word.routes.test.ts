import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHotWords } from '@moyue/corpus';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  signedCall,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';

const PATH = '/v1/api/history/hot-search-words';

describe.each(TEST_DATABASES)('POST /v1/api/history/hot-search-words (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  const words = demoHotWords();
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    device = await bindDevice(t.app);
  });
  afterAll(() => t.close());

  const page = async (cp?: number) => {
    const response = await signedCall(
      t.app,
      device,
      'POST',
      PATH,
      cp === undefined ? {} : { cp: String(cp) },
    );
    return response.json<{ Success: boolean; Data: { Title: string }[] }>();
  };

  it('answers the first six words in editorial order', async () => {
    const body = await page();
    expect(body.Success).toBe(true);
    expect(body.Data.map((w) => w.Title)).toEqual(words.slice(0, 6));
  });

  it('answers the next page when cp rises', async () => {
    const body = await page(2);
    expect(body.Data.map((w) => w.Title)).toEqual(words.slice(6, 12));
  });

  it('starts again at the first page past the last one', async () => {
    const pages = Math.ceil(words.length / 6);
    const body = await page(pages + 1);
    expect(body.Data.map((w) => w.Title)).toEqual(words.slice(0, 6));
  });

  it('refuses a page that is not a number', async () => {
    const response = await signedCall(t.app, device, 'POST', PATH, { cp: '第二页' });
    expect(response.json()).toMatchObject({
      Success: false,
      Code: 400,
      Description: '参数错误：cp',
    });
  });
});
