import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContentSummary } from '@moyue/contracts/api/search';
import { useAppStore } from '../../../stores/app-store';
import type { Recorded } from '../../../test/fake-server';
import { buildContent, renderSearchPage, resourceData } from '../test-utils';
import { LessonsSearchListPage } from './LessonsSearchListPage';

const courses = Array.from({ length: 20 }, (_, i) =>
  buildContent({ Id: i + 1, ObjectType: 107, Title: `课程${i + 1}`, ReadCount: i }),
);

/** The 教材 facets as the server counts them (stages, then subjects). */
const textbookFacets = [
  { Id: 11, Code: '10', Title: '高等教育', ParentId: null, Level: 1, Count: 3 },
  { Id: 14, Code: '1004', Title: '中国哲学', ParentId: 11, Level: 2, Count: 1 },
  { Id: 12, Code: '1002', Title: '中国古代文学', ParentId: 11, Level: 2, Count: 2 },
  { Id: 30, Code: '30', Title: '义务教育', ParentId: null, Level: 1, Count: 1 },
  { Id: 32, Code: '3002', Title: '小学语文', ParentId: 30, Level: 2, Count: 1 },
];
const lunyu = buildContent({ Id: 101, ObjectType: 107, Title: '《论语》导读' });
const tangshi = buildContent({ Id: 102, ObjectType: 107, Title: '唐诗选讲' });
const songci = buildContent({ Id: 103, ObjectType: 107, Title: '宋词鉴赏' });
const mengxue = buildContent({ Id: 104, ObjectType: 107, Title: '蒙学经典入门' });
/** Answers like the server: CategoryIds narrows the list, never the facets. */
const textbookSearch = ({ params }: Recorded) => {
  const filed: Record<string, ContentSummary[]> = {
    '11': [lunyu, tangshi, songci],
    '14': [lunyu],
    '12': [tangshi, songci],
    '30': [mengxue],
    '32': [mengxue],
  };
  const items = params.CategoryIds
    ? (filed[params.CategoryIds] ?? [])
    : [lunyu, tangshi, songci, mengxue];
  return resourceData(items, { Categories: textbookFacets });
};
const rowTitles = async () =>
  (await screen.findAllByTestId('result-row')).map(
    (row) => within(row).getByRole('heading').textContent,
  );

describe('/wrap/lessonsSearchList (spec §2)', () => {
  beforeEach(() => useAppStore.setState({ searchInput: '' }));

  it('searches courses for the keyword of the query, by play count from all sources', async () => {
    const page = renderSearchPage(
      <LessonsSearchListPage />,
      '/wrap/lessonsSearchList?keyword=唐诗',
    );
    await waitFor(() => expect(page.searches().length).toBe(1));
    expect(page.searches()[0]!.params).toMatchObject({
      keyword: '唐诗',
      objectTypes: '107',
      sort: '4',
      contentSource: '0',
      cp: '1',
      searchType: '1',
    });
    expect(useAppStore.getState().searchInput).toBe('唐诗');
  });

  it('also takes keyWord, as the other search pages write it', async () => {
    const page = renderSearchPage(
      <LessonsSearchListPage />,
      '/wrap/lessonsSearchList?keyWord=宋词',
    );
    await waitFor(() => expect(page.searches()[0]?.params.keyword).toBe('宋词'));
  });

  it('sends the chosen source and sort and keeps them in the address', async () => {
    const page = renderSearchPage(
      <LessonsSearchListPage />,
      '/wrap/lessonsSearchList?keyword=唐诗',
    );
    fireEvent.click(await screen.findByRole('radio', { name: '高校名师' }));
    await waitFor(() => expect(page.searches().at(-1)!.params.contentSource).toBe('1'));
    fireEvent.click(screen.getByRole('radio', { name: '更新时间' }));
    await waitFor(() => expect(page.searches().at(-1)!.params.sort).toBe('3'));
    expect(Object.fromEntries(page.query())).toEqual({
      keyword: '唐诗',
      contentSource: '1',
      sort: '3',
    });
  });

  it('pages through the results with cp in the address', async () => {
    const page = renderSearchPage(
      <LessonsSearchListPage />,
      '/wrap/lessonsSearchList?keyword=唐诗&contentSource=2',
      () => resourceData(courses, { RecordCount: 45 }),
    );
    expect((await screen.findAllByTestId('result-row')).length).toBe(20);
    expect(screen.getByText('共 45 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(page.query().get('cp')).toBe('3'));
    await waitFor(() => expect(page.searches().at(-1)!.params.cp).toBe('3'));
    // Paging keeps the filters.
    expect(page.searches().at(-1)!.params.contentSource).toBe('2');
  });

  it('says 暂无数据！ when no course matches', async () => {
    renderSearchPage(<LessonsSearchListPage />, '/wrap/lessonsSearchList?keyword=无此课');
    expect(await screen.findByText('暂无数据！')).toBeTruthy();
  });

  it('searches again with a keyword typed on the page', async () => {
    const page = renderSearchPage(
      <LessonsSearchListPage />,
      '/wrap/lessonsSearchList?keyWord=唐诗&cp=2',
    );
    const input = await screen.findByLabelText('课程关键词');
    fireEvent.change(input, { target: { value: ' 宋词\n' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(page.query().get('keyword')).toBe('宋词'));
    expect(page.query().get('keyWord')).toBeNull();
    expect(page.query().get('cp')).toBeNull();
    await waitFor(() => expect(page.searches().at(-1)!.params.keyword).toBe('宋词'));
  });

  it('navigates the courses by 教材 with counts: a stage, a subject, then 全部 again', async () => {
    const page = renderSearchPage(
      <LessonsSearchListPage />,
      '/wrap/lessonsSearchList',
      textbookSearch,
    );
    const nav = within(await screen.findByRole('complementary', { name: '学科导航' }));
    expect(nav.getByRole('heading', { name: '教材分类' })).toBeTruthy();
    await waitFor(() => expect(page.searches()[0]?.params.hierarchyName).toBe('jc'));
    expect(page.searches()[0]!.params.CategoryIds).toBeUndefined();
    const stages = await nav.findAllByRole('button', { name: /\(\d+\)$/ });
    expect(stages.map((button) => button.textContent)).toEqual(['高等教育 (3)', '义务教育 (1)']);
    expect(await rowTitles()).toEqual(['《论语》导读', '唐诗选讲', '宋词鉴赏', '蒙学经典入门']);

    fireEvent.click(nav.getByRole('button', { name: '高等教育 (3)' }));
    await waitFor(() => expect(page.query().get('CategoryIds')).toBe('11'));
    await waitFor(() => expect(page.searches().at(-1)!.params.CategoryIds).toBe('11'));
    expect(page.searches().at(-1)!.params.hierarchyName).toBe('jc');
    // The stage opens on its subjects, in code order.
    const subjects = nav.getAllByRole('button', { name: /^中国/ });
    expect(subjects.map((button) => button.textContent)).toEqual([
      '中国古代文学 (2)',
      '中国哲学 (1)',
    ]);

    fireEvent.click(nav.getByRole('button', { name: '中国哲学 (1)' }));
    await waitFor(() => expect(page.query().get('CategoryIds')).toBe('14'));
    await waitFor(async () => expect(await rowTitles()).toEqual(['《论语》导读']));
    expect(nav.getByRole('button', { name: '中国哲学 (1)' }).className).toBe('is-selected');

    fireEvent.click(nav.getByRole('button', { name: '全部' }));
    await waitFor(() => expect(page.query().get('CategoryIds')).toBeNull());
    // (the unfiltered list is the first search's, answered again from the cache)
    await waitFor(async () => expect((await rowTitles()).length).toBe(4));
    expect(nav.getByRole('button', { name: '全部' }).className).toBe('is-selected');
  });

  it('reads the 教材 category from the address and keeps it with the course filter', async () => {
    const page = renderSearchPage(
      <LessonsSearchListPage />,
      '/wrap/lessonsSearchList?keyword=经典&CategoryIds=32&cp=2',
      textbookSearch,
    );
    await waitFor(() => expect(page.searches().length).toBe(1));
    expect(page.searches()[0]!.params).toMatchObject({
      keyword: '经典',
      CategoryIds: '32',
      hierarchyName: 'jc',
      cp: '2',
    });
    const nav = within(await screen.findByRole('complementary', { name: '学科导航' }));
    // Its stage is open and the subject chosen, as if clicked down to.
    expect((await nav.findByRole('button', { name: '义务教育 (1)' })).className).toBe('is-open');
    expect(nav.getByRole('button', { name: '小学语文 (1)' }).className).toBe('is-selected');
    fireEvent.click(screen.getByRole('radio', { name: '墨阅自制' }));
    await waitFor(() => expect(page.searches().at(-1)!.params.contentSource).toBe('3'));
    expect(page.searches().at(-1)!.params.CategoryIds).toBe('32');
    // A new filter starts again at page 1.
    expect(page.query().get('cp')).toBeNull();
  });
});
