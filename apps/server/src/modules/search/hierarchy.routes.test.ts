import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CategoryNode,
  HierarchyDetailData,
  ResourceSearchData,
} from '@moyue/contracts/api/search';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  signedCall,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';

interface Answer<T> {
  Success: boolean;
  Data: T;
  Code: number;
  Description: string;
}

const flatten = (nodes: CategoryNode[]): CategoryNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.Child)]);

describe.each(TEST_DATABASES)('the institutes hierarchy (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'demo' });
    device = await bindDevice(t.app);
  }, 120_000);
  afterAll(() => t.close());

  const call = async <T>(method: 'GET' | 'POST', path: string, params: Record<string, string>) =>
    (await signedCall(t.app, device, method, path, params)).json<Answer<T>>();

  it('answers the disciplines for type=1 with objectCount=0 (spec §7)', async () => {
    const body = await call<HierarchyDetailData>('GET', '/v1/api/hierarchy/detail', {
      isRecursive: 'true',
      type: '1',
      objectCount: '0',
    });
    expect(body.Success).toBe(true);
    expect(body.Data).toMatchObject({ Id: 2, Name: 'institutes' });
    expect(body.Data.Category.map((node) => node.Title)).toEqual([
      '哲学',
      '经济学',
      '法学',
      '教育学',
      '文学',
      '历史学',
      '理学',
      '工学',
      '农学',
      '医学',
      '军事学',
      '管理学',
      '艺术学',
    ]);
    const literature = body.Data.Category.find((node) => node.Code === '05');
    expect(literature?.Child.map((node) => node.Title)).toContain('中国语言文学');
  });

  it('still answers ClcCode when neither name nor type is given', async () => {
    const body = await call<HierarchyDetailData>('GET', '/v1/api/hierarchy/detail', {});
    expect(body.Data).toMatchObject({ Id: 1, Name: 'ClcCode' });
    expect(body.Data.Category[0]?.Code).toBe('A');
  });

  it('answers an empty tree for a hierarchy the catalogue does not have', async () => {
    const body = await call<HierarchyDetailData>('GET', '/v1/api/hierarchy/detail', { name: 'jc' });
    expect(body).toMatchObject({ Success: true, Data: { Id: 0, Name: 'jc', Category: [] } });
  });

  it('files the poetry under 中国语言文学 through its 中图法 class, and search filters by it', async () => {
    const tree = await call<HierarchyDetailData>('GET', '/v1/api/hierarchy/detail', { type: '1' });
    const chinese = flatten(tree.Data.Category).find((node) => node.Code === '0501');
    if (!chinese) throw new Error('no 中国语言文学');
    const search = await call<ResourceSearchData>('POST', '/Content/Search', {
      searchType: '1',
      keyword: '李白',
      hierarchyName: 'institutes',
      CategoryIds: String(chinese.Id),
    });
    expect(search.Data.RecordCount).toBeGreaterThan(0);
    const everything = await call<ResourceSearchData>('POST', '/Content/Search', {
      searchType: '1',
      keyword: '李白',
      hierarchyName: 'institutes',
    });
    const titles = everything.Data.Categories.map((node) => node.Title);
    expect(titles).toContain('文学');
    expect(titles).toContain('中国语言文学');
    // The facets of one hierarchy never show the other's classes.
    expect(titles.some((title) => title.startsWith('中国文学'))).toBe(false);
    const first = search.Data.ItemList[0];
    const own = await call<{ ItemList: CategoryNode[] }>(
      'GET',
      '/v1/api/category/get-object-category-list',
      { objectId: String(first?.Id), hierarchyName: 'institutes' },
    );
    expect(own.Data.ItemList.map((node) => node.Code)).toEqual(['0501']);
    const clc = await call<{ ItemList: CategoryNode[] }>(
      'GET',
      '/v1/api/category/get-object-category-list',
      { objectId: String(first?.Id) },
    );
    expect(clc.Data.ItemList.every((node) => /^[A-Z]/.test(node.Code))).toBe(true);
  });
});
