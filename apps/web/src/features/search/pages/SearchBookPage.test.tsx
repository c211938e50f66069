import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildContent, renderSearchPage, resourceData } from '../test-utils';
import { SearchBookPage } from './SearchBookPage';

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /检\s*索/ }));

const hierarchy = {
  Id: 1,
  Name: 'ClcCode',
  Category: [
    {
      Id: 5,
      Title: '文学',
      Code: 'I',
      IsHasChild: true,
      Child: [{ Id: 6, Title: '中国文学', Code: 'I2', IsHasChild: false, Child: [] }],
    },
  ],
};

function renderAdvanced(path = '/wrap/searchBook', items = [buildContent()]) {
  return renderSearchPage(
    <SearchBookPage />,
    path,
    () => resourceData(items),
    () => hierarchy,
  );
}

describe('/wrap/searchBook advanced search (图书检索)', () => {
  it('shows the form and no results before a search', async () => {
    const page = renderAdvanced();
    for (const label of [
      '书名',
      '作者',
      '出版社',
      'ISBN',
      '关键词',
      '起始年份',
      '结束年份',
      '分类',
    ])
      expect(field(label)).toBeTruthy();
    await waitFor(() =>
      expect(page.requests.some((r) => r.path === '/v1/api/hierarchy/detail')).toBe(true),
    );
    expect(page.searches()).toHaveLength(0);
    expect(screen.queryByText('暂无数据！')).toBeNull();
  });

  it('asks for at least one criterion', async () => {
    const page = renderAdvanced();
    submit();
    expect(await screen.findByText('请至少填写一项检索条件')).toBeTruthy();
    expect(page.query().toString()).toBe('');
    expect(page.searches()).toHaveLength(0);
  });

  it('refuses an ISBN with other characters', async () => {
    const page = renderAdvanced();
    type('ISBN', '978-7-10a');
    submit();
    expect(await screen.findByText('ISBN 只能包含数字、连字符和末位的 X')).toBeTruthy();
    expect(page.query().toString()).toBe('');
  });

  it('refuses a year range that ends before it starts, and a year that is not four digits', async () => {
    const page = renderAdvanced();
    type('起始年份', '2000');
    type('结束年份', '1990');
    submit();
    expect(await screen.findByText('起始年份不能晚于结束年份')).toBeTruthy();
    type('起始年份', '99');
    submit();
    expect(await screen.findByText('请输入四位数年份')).toBeTruthy();
    expect(page.searches()).toHaveLength(0);
  });

  it('puts the criteria in the address and searches books with every one of them', async () => {
    const page = renderAdvanced();
    type('书名', ' 李太白集 ');
    type('作者', '李白');
    type('ISBN', '978-7-101-00304-8');
    type('起始年份', '1970');
    type('结束年份', '1980');
    submit();
    await waitFor(() =>
      expect(Object.fromEntries(page.query())).toEqual({
        title: '李太白集',
        author: '李白',
        isbn: '978-7-101-00304-8',
        yearFrom: '1970',
        yearTo: '1980',
      }),
    );
    await waitFor(() => expect(page.searches()).toHaveLength(1));
    expect(page.searches()[0]!.params).toMatchObject({
      searchType: '1',
      objectTypes: '104,109,110',
      keyword: '',
      title: '李太白集',
      author: '李白',
      isbn: '978-7-101-00304-8',
      yearFrom: '1970',
      yearTo: '1980',
      cp: '1',
    });
    expect(page.searches()[0]!.params.publisher).toBeUndefined();
    expect(await screen.findByTestId('result-row')).toBeTruthy();
  });

  it('fills the form from the address and searches at once, categories included', async () => {
    const page = renderAdvanced('/wrap/searchBook?author=李白&CategoryIds=5,6&sort=1&cp=2');
    await waitFor(() => expect(page.searches()).toHaveLength(1));
    expect(page.searches()[0]!.params).toMatchObject({
      author: '李白',
      CategoryIds: '5,6',
      sort: '1',
      cp: '2',
    });
    expect((field('作者') as HTMLInputElement).value).toBe('李白');
    expect(screen.getByRole('radio', { name: '出版时间' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: '阅读量' }));
    await waitFor(() => expect(page.query().get('sort')).toBe('2'));
    expect(page.query().get('cp')).toBeNull();
  });

  it('says 暂无数据！ when nothing matches', async () => {
    renderAdvanced('/wrap/searchBook?title=无此书', []);
    expect(await screen.findByText('暂无数据！')).toBeTruthy();
  });
});
