import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { buildContent, renderSearchPage, resourceData } from '../test-utils';
import { ResuResSearchPage } from './ResuResSearchPage';

const inSearch = (keyword: string) =>
  `inSearch=${encodeURIComponent(JSON.stringify({ keyword }))}&searchType=1`;

const course = buildContent({
  Id: 7,
  ObjectType: 107,
  Title: '唐诗鉴赏',
  Author: '王老师',
  Publisher: '',
  Isbn: '',
  ReadCount: 12_345,
  UpdateTime: '2024-05-01 08:30:00',
  ContentSource: 1,
});

describe('/wrap/resuResSearch course filter (spec §2)', () => {
  beforeEach(() => useAppStore.setState({ searchInput: '' }));

  it('switching to courses asks for courses by play count from all sources and replaces the book sorts', async () => {
    const page = renderSearchPage(
      <ResuResSearchPage />,
      `/wrap/resuResSearch?${inSearch('唐诗')}&sort=1&publisher=中华书局`,
    );
    await screen.findByRole('radio', { name: '出版时间' });
    fireEvent.click(screen.getByRole('tab', { name: '课程' }));
    await screen.findByTestId('course-filters');
    expect(page.query().get('kind')).toBe('course');
    // The book filters of the old kind are gone from the address.
    expect(page.query().get('sort')).toBeNull();
    expect(page.query().get('publisher')).toBeNull();
    await waitFor(() => expect(page.searches().at(-1)!.params.objectTypes).toBe('107'));
    const request = page.searches().at(-1)!.params;
    expect(request).toMatchObject({ keyword: '唐诗', sort: '4', contentSource: '0' });
    expect(request.publisher).toBeUndefined();
    expect(screen.queryByRole('radio', { name: '出版时间' })).toBeNull();
    expect(screen.queryByLabelText('出版社')).toBeNull();
    const sorts = within(screen.getByRole('group', { name: '排序' }));
    expect(sorts.getByRole('radio', { name: '播放量' })).toHaveProperty('checked', true);
    const sources = within(screen.getByRole('group', { name: '内容来源' }));
    expect(
      sources.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['全部', '高校名师', '出版机构', '墨阅自制']);
  });

  it('sends the chosen content source and sort and keeps them in the address', async () => {
    const page = renderSearchPage(
      <ResuResSearchPage />,
      `/wrap/resuResSearch?${inSearch('唐诗')}&kind=course&cp=2`,
    );
    fireEvent.click(await screen.findByRole('radio', { name: '出版机构' }));
    await waitFor(() => expect(page.searches().at(-1)!.params.contentSource).toBe('2'));
    expect(page.query().get('contentSource')).toBe('2');
    // A new filter starts again at page 1.
    expect(page.query().get('cp')).toBeNull();
    expect(page.searches().at(-1)!.params.cp).toBe('1');
    fireEvent.click(screen.getByRole('radio', { name: '更新时间' }));
    await waitFor(() => expect(page.searches().at(-1)!.params.sort).toBe('3'));
    expect(page.query().get('sort')).toBe('3');
    expect(page.searches().at(-1)!.params.contentSource).toBe('2');
  });

  it('reads the course filter from the address on load', async () => {
    const page = renderSearchPage(
      <ResuResSearchPage />,
      `/wrap/resuResSearch?${inSearch('唐诗')}&kind=course&sort=3&contentSource=3&cp=2`,
    );
    await waitFor(() => expect(page.searches().length).toBeGreaterThan(0));
    expect(page.searches()[0]!.params).toMatchObject({
      objectTypes: '107',
      sort: '3',
      contentSource: '3',
      cp: '2',
    });
    // Both groups have a 3: each keeps its own choice.
    expect(await screen.findByRole('radio', { name: '墨阅自制' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '更新时间' })).toHaveProperty('checked', true);
  });

  it('shows play count and update time on a course row instead of ISBN and citation', async () => {
    renderSearchPage(
      <ResuResSearchPage />,
      `/wrap/resuResSearch?${inSearch('唐诗')}&kind=course`,
      () => resourceData([course]),
    );
    const row = await screen.findByTestId('result-row');
    expect(within(row).getByTestId('play-count').textContent).toBe('播放量：1.2万');
    expect(within(row).getByTestId('update-time').textContent).toBe('更新时间：2024-05-01');
    expect(within(row).getByText('高校名师')).toBeTruthy();
    expect(within(row).queryByText(/ISBN/)).toBeNull();
    expect(within(row).queryByTestId('cite')).toBeNull();
    expect(
      within(row)
        .getByRole('link', { name: /唐诗鉴赏/ })
        .getAttribute('href'),
    ).toBe('/wrap/details/lessons?id=7');
  });

  it('shows 暂无数据！ when no course matches', async () => {
    renderSearchPage(
      <ResuResSearchPage />,
      `/wrap/resuResSearch?${inSearch('无此课')}&kind=course`,
    );
    expect(await screen.findByText('暂无数据！')).toBeTruthy();
  });

  it('keeps the book sort, publisher and category in the address and sends them', async () => {
    const page = renderSearchPage(
      <ResuResSearchPage />,
      `/wrap/resuResSearch?${inSearch('明月')}`,
      () =>
        resourceData([buildContent()], {
          Publishers: [{ Key: '中华书局', Description: '中华书局', Count: 1 }],
          Categories: [{ Id: 5, Code: 'I', Title: '文学', ParentId: null, Level: 1, Count: 1 }],
        }),
    );
    fireEvent.click(await screen.findByRole('radio', { name: '阅读量' }));
    await waitFor(() => expect(page.query().get('sort')).toBe('2'));
    await waitFor(() => expect(page.searches().at(-1)!.params.sort).toBe('2'));
    fireEvent.click(await screen.findByRole('button', { name: /文学/ }));
    await waitFor(() => expect(page.query().get('CategoryIds')).toBe('5'));
    await waitFor(() => expect(page.searches().at(-1)!.params.CategoryIds).toBe('5'));
    expect(page.searches().at(-1)!.params).toMatchObject({ objectTypes: '104,109,110', sort: '2' });
    expect(page.searches().at(-1)!.params.contentSource).toBeUndefined();
  });
});
