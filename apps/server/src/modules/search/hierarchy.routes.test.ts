import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HierarchyName,
  type CategoryNode,
  type HierarchyDetailData,
  type ResourceSearchData,
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

describe.each(TEST_DATABASES)('the institutes and 教材 hierarchies (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'demo' });
    device = await bindDevice(t.app);
  });
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

  it('answers the 教材 tree for name=jc with isRecursive: stages, then subjects (spec §7)', async () => {
    const body = await call<HierarchyDetailData>('GET', '/v1/api/hierarchy/detail', {
      name: HierarchyName.Textbook,
      isRecursive: 'true',
    });
    expect(body.Success).toBe(true);
    expect(body.Data).toMatchObject({ Id: 3, Name: 'jc' });
    expect(
      body.Data.Category.map((stage) => [stage.Title, stage.Child.map((subject) => subject.Title)]),
    ).toEqual([
      ['高等教育', ['大学语文', '中国古代文学', '古代汉语', '中国哲学', '中国古代史']],
      ['普通高中', ['高中语文', '高中历史']],
      ['义务教育', ['初中语文', '小学语文']],
    ]);
    expect(body.Data.Category.map((stage) => [stage.Code, stage.IsHasChild])).toEqual([
      ['10', true],
      ['20', true],
      ['30', true],
    ]);
    const subjects = body.Data.Category.flatMap((stage) => stage.Child);
    expect(subjects.every((subject) => !subject.IsHasChild && subject.Child.length === 0)).toBe(
      true,
    );
    // Not recursive: the stages alone.
    const stages = await call<HierarchyDetailData>('GET', '/v1/api/hierarchy/detail', {
      name: 'jc',
      isRecursive: 'false',
    });
    expect(stages.Data.Category.map((stage) => [stage.Title, stage.Child.length])).toEqual([
      ['高等教育', 0],
      ['普通高中', 0],
      ['义务教育', 0],
    ]);
  });

  it('answers an empty tree for a hierarchy the catalogue does not have', async () => {
    const body = await call<HierarchyDetailData>('GET', '/v1/api/hierarchy/detail', {
      name: 'nosuch',
    });
    expect(body).toMatchObject({ Success: true, Data: { Id: 0, Name: 'nosuch', Category: [] } });
  });

  it('counts the demo courses by 教材 and filters them by a subject or a whole stage', async () => {
    const courses = (params: Record<string, string>) =>
      call<ResourceSearchData>('POST', '/Content/Search', {
        searchType: '1',
        objectTypes: '107',
        hierarchyName: HierarchyName.Textbook,
        ps: '50',
        ...params,
      });
    const titles = (data: ResourceSearchData) => data.ItemList.map((item) => item.Title).sort();
    const all = await courses({});
    expect(all.Data.RecordCount).toBe(7);
    // Only 教材 categories, each counting the courses under it or its subjects.
    expect(
      Object.fromEntries(all.Data.Categories.map((category) => [category.Title, category.Count])),
    ).toEqual({
      高等教育: 6,
      中国古代文学: 4,
      中国哲学: 2,
      普通高中: 5,
      高中语文: 5,
      义务教育: 1,
      小学语文: 1,
    });
    const idOf = (title: string) => {
      const category = all.Data.Categories.find((c) => c.Title === title);
      if (!category) throw new Error(`no ${title}`);
      return String(category.Id);
    };
    const philosophy = await courses({ CategoryIds: idOf('中国哲学') });
    expect(titles(philosophy.Data)).toEqual(['《大学》《中庸》精读', '《论语》导读'].sort());
    // Choosing a subject keeps the others on offer.
    expect(philosophy.Data.Categories).toEqual(all.Data.Categories);
    const higher = await courses({ CategoryIds: idOf('高等教育') });
    expect(higher.Data.RecordCount).toBe(6);
    expect(titles(higher.Data)).not.toContain('蒙学经典入门');
    const primary = await courses({ CategoryIds: idOf('义务教育') });
    expect(titles(primary.Data)).toEqual(['蒙学经典入门']);
    const withKeyword = await courses({ keyword: '李白', CategoryIds: idOf('高中语文') });
    expect(titles(withKeyword.Data)).toEqual(['唐诗选讲']);
    // A 教材 filing adds nothing to the institutes: 《论语》导读 keeps the one discipline of its class.
    const lunyu = philosophy.Data.ItemList.find((item) => item.Title === '《论语》导读');
    const own = (hierarchyName: string) =>
      call<{ ItemList: CategoryNode[] }>('GET', '/v1/api/category/get-object-category-list', {
        objectId: String(lunyu?.Id),
        hierarchyName,
      });
    const filed = (await own('jc')).Data.ItemList;
    expect(filed.map((node) => `${node.Code} ${node.Title}`).sort()).toEqual([
      '1004 中国哲学',
      '2001 高中语文',
    ]);
    expect((await own('institutes')).Data.ItemList.map((node) => node.Code)).toEqual(['0101']);
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
