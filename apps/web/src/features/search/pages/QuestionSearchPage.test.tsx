import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuestionSearchData, ResourceSearchData } from '@moyue/contracts/api/search';
import { buildContent, renderSearchPage } from '../test-utils';
import { QuestionResourcePage } from './QuestionResourcePage';
import { QuestionSearchPage } from './QuestionSearchPage';

const answers: QuestionSearchData = {
  Terms: ['床前', '明月光'],
  ItemList: [
    {
      Content: buildContent({ Id: 3, Title: '唐诗三百首', Author: '蘅塘退士' }),
      HitCount: 2,
      Hits: [
        {
          Id: 31,
          TocId: 301,
          TocTitle: '靜夜思（李白）',
          Page: 12,
          IsLock: false,
          Fragments: [
            { Text: '床前明月光', Hit: true },
            { Text: '，疑是地上霜。', Hit: false },
          ],
        },
        { Id: 32, TocId: 302, TocTitle: '月下獨酌', Page: 40, IsLock: true, Fragments: [] },
      ],
    },
  ],
  RecordCount: 1,
  PassageCount: 2,
  IsPartial: false,
};
const asAnswer = (data: QuestionSearchData) => () => data as unknown as ResourceSearchData;

describe('/wrap/questionSearch: answers to a question', () => {
  it('asks with searchType 3 and shows the terms, the answers and their highlighted words', async () => {
    const { searches } = renderSearchPage(
      <QuestionSearchPage />,
      '/wrap/questionSearch?keyWord=床前明月光是谁写的',
      asAnswer(answers),
    );
    expect((await screen.findByTestId('question-terms')).textContent).toBe('检索词床前明月光');
    expect(searches()[0]!.params).toMatchObject({
      keyword: '床前明月光是谁写的',
      searchType: '3',
      cp: '1',
    });
    expect(screen.getByTestId('question-text').textContent).toContain('床前明月光是谁写的');
    const answer = screen.getByTestId('question-answer');
    expect(answer.textContent).toContain('唐诗三百首');
    expect(answer.textContent).toContain('蘅塘退士');
    expect(screen.getByText('床前明月光').tagName).toBe('MARK');
    // the trial rule: a locked answer is named, not quoted
    expect(screen.getByTestId('full-text-hit-locked').parentElement?.textContent).toContain(
      '月下獨酌 · 第 40 页',
    );
    expect(screen.getByTestId('question-summary').textContent).toContain('1 本书，2 段答案');
  });

  it('says 请输入关键词 for an empty question and asks nothing', async () => {
    const { searches } = renderSearchPage(
      <QuestionSearchPage />,
      '/wrap/questionSearch?keyWord=%20',
    );
    expect(await screen.findByText('请输入关键词')).toBeTruthy();
    expect(searches()).toHaveLength(0);
  });

  it('has its own input: a new question, trimmed and without line breaks, starts on page 1', async () => {
    const { searches, query } = renderSearchPage(
      <QuestionSearchPage />,
      '/wrap/questionSearch?keyWord=什么是仁&cp=2',
      asAnswer(answers),
    );
    const input = await screen.findByRole('searchbox', { name: '问题' });
    expect((input as HTMLInputElement).value).toBe('什么是仁');
    fireEvent.change(input, { target: { value: '  床前明月光\n是谁写的 ' } });
    fireEvent.click(screen.getByRole('button', { name: /问一问/ }));
    await waitFor(() => expect(query().get('keyWord')).toBe('床前明月光是谁写的'));
    expect(query().get('cp')).toBeNull();
    await waitFor(() =>
      expect(searches().at(-1)!.params).toMatchObject({ keyword: '床前明月光是谁写的', cp: '1' }),
    );
  });

  it('refuses an empty question from its input with 请输入关键词 and asks nothing more', async () => {
    const { searches, query } = renderSearchPage(
      <QuestionSearchPage />,
      '/wrap/questionSearch?keyWord=什么是仁',
      asAnswer(answers),
    );
    const input = await screen.findByRole('searchbox', { name: '问题' });
    await waitFor(() => expect(searches()).toHaveLength(1));
    fireEvent.change(input, { target: { value: ' \n ' } });
    fireEvent.click(screen.getByRole('button', { name: /问一问/ }));
    expect(await screen.findByText('请输入关键词')).toBeTruthy();
    expect(query().get('keyWord')).toBe('什么是仁');
    expect(searches()).toHaveLength(1);
  });

  it('offers its input on an empty page too', async () => {
    renderSearchPage(<QuestionSearchPage />, '/wrap/questionSearch');
    expect(await screen.findByRole('searchbox', { name: '问题' })).toBeTruthy();
  });

  it('asks for another wording when the question held only question words', async () => {
    renderSearchPage(
      <QuestionSearchPage />,
      '/wrap/questionSearch?keyWord=是什么呢',
      asAnswer({ ...answers, Terms: [], ItemList: [], RecordCount: 0, PassageCount: 0 }),
    );
    expect(await screen.findByText(/请换个问法/)).toBeTruthy();
  });

  it('links the two views of the question', async () => {
    renderSearchPage(
      <QuestionSearchPage />,
      '/wrap/questionSearch?keyWord=什么是仁',
      asAnswer(answers),
    );
    const link = await screen.findByRole('link', { name: '相关资源' });
    expect(link.getAttribute('href')).toBe(
      `/wrap/questionResource?keyWord=${encodeURIComponent('什么是仁')}`,
    );
  });
});

describe('/wrap/questionResource: the books that answer a question (keyWord, select, search)', () => {
  it('lists the books as result rows, within an author when select=Author', async () => {
    const { searches } = renderSearchPage(
      <QuestionResourcePage />,
      '/wrap/questionResource?keyWord=床前明月光是谁写的&select=Author&search=蘅塘退士',
      asAnswer(answers),
    );
    const [row] = await screen.findAllByTestId('result-row');
    expect(row!.textContent).toContain('唐诗三百首');
    // with its best answer the reader may read
    const answer = screen.getByTestId('question-resource-answer');
    expect(answer.textContent).toContain('靜夜思（李白）');
    expect(answer.querySelector('mark')?.textContent).toBe('床前明月光');
    expect(searches().at(-1)!.params).toMatchObject({
      keyword: '床前明月光是谁写的',
      searchType: '3',
      author: '蘅塘退士',
    });
    expect(screen.getByTestId('question-scope').textContent).toContain('作者：蘅塘退士');
    await waitFor(() =>
      expect(document.title).toBe('床前明月光是谁写的 - 问答资源 - 墨阅知识服务平台'),
    );
  });

  it('says 请输入关键词 without a question', async () => {
    renderSearchPage(<QuestionResourcePage />, '/wrap/questionResource');
    expect(await screen.findByText('请输入关键词')).toBeTruthy();
  });
});
