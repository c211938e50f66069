import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { buildContent, renderSearchPage, resourceData } from '../test-utils';
import { LessonsSearchListPage } from './LessonsSearchListPage';

const courses = Array.from({ length: 20 }, (_, i) =>
  buildContent({ Id: i + 1, ObjectType: 107, Title: `课程${i + 1}`, ReadCount: i }),
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
});
