import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WordCloudData } from '@moyue/contracts/api/assistant';
import { AiMessages } from '@moyue/contracts/messages';
import { LUNYU, ok, renderWithServer } from '../test-utils';
import { WordCloudPanel } from './WordCloudPanel';
import { wordSize } from './word-cloud-model';

const topics: WordCloudData = [
  '全书',
  '学而篇',
  '为政篇',
  '八佾篇',
  '里仁篇',
  '公冶长篇',
  '雍也篇',
  '述而篇',
].map((name, t) => ({
  name,
  words: [
    { word: `君子${t}`, count: 90, reference: '人不知而不愠，不亦君子乎？', page: 1 },
    { word: `仁${t}者`, count: 40, reference: '', page: 30 },
    { word: `孝弟${t}`, count: 3, reference: '其为人也孝弟', page: 2 },
  ],
}));

describe('word cloud panel (spec §2, §3.17, §9)', () => {
  it('shows the first 6 topics as buttons and the rest under 更多, words sized 12 to 60', async () => {
    const { calls } = renderWithServer(<WordCloudPanel book={LUNYU} />, () => ok(topics));
    expect(await screen.findByText('君子0')).toBeTruthy();
    expect(screen.getAllByTestId('ai-cloud-topic').map((b) => b.textContent)).toEqual([
      '全书',
      '学而篇',
      '为政篇',
      '八佾篇',
      '里仁篇',
      '公冶长篇',
    ]);
    expect(screen.getByRole('button', { name: '更多' })).toBeTruthy();
    const sizes = screen.getAllByTestId('ai-cloud-word').map((w) => parseInt(w.style.fontSize));
    expect(Math.max(...sizes)).toBe(60);
    expect(Math.min(...sizes)).toBe(12);
    expect(calls('/python/aichat')[0]?.params).toMatchObject({
      bookId: '1',
      title: '论语',
      type: '9',
    });
    fireEvent.click(screen.getByText('学而篇'));
    expect(await screen.findByText('君子1')).toBeTruthy();
  });

  it('shows 出现次数, 原文展示 and 页码 on hover', async () => {
    renderWithServer(<WordCloudPanel book={LUNYU} />, () => ok(topics));
    fireEvent.mouseEnter(await screen.findByText('君子0'));
    const detail = await screen.findByTestId('ai-word-detail');
    expect(detail.textContent).toBe('出现次数90原文展示人不知而不愠，不亦君子乎？页码1');
    fireEvent.mouseEnter(screen.getByText('仁0者'));
    await waitFor(() =>
      expect(screen.getAllByTestId('ai-word-detail').map((detail) => detail.textContent)).toContain(
        '出现次数40原文展示该段落不在试读范围内页码30',
      ),
    );
  });

  it('says 未获取到词云数据，请稍后再试！ when there is none', async () => {
    renderWithServer(<WordCloudPanel book={LUNYU} />, () => ok([]));
    expect(await screen.findByText(AiMessages.WordCloudEmpty)).toBeTruthy();
  });

  it('scales counts linearly between 12 and 60', () => {
    expect(wordSize(1, 1, 101)).toBe(12);
    expect(wordSize(101, 1, 101)).toBe(60);
    expect(wordSize(51, 1, 101)).toBe(36);
  });
});
