import { describe, expect, it } from 'vitest';
import {
  detailView,
  formatPlayingTime,
  formatWordCount,
  recommendFaces,
  recommendTitle,
  showsRecommendStrip,
} from './detail-model';
import { buildDetail } from './test-utils';

describe('detail view (spec §3)', () => {
  it('decodes title and abstract, formats the ISBN and splits keywords on the full-width comma', () => {
    const view = detailView(
      buildDetail({
        Title: '李白&amp;杜甫 &lt;诗选&gt;',
        Abstracts: '&ldquo;诗仙&rdquo;&#x4E0E;诗圣',
        ExtendData: {
          ...buildDetail().ExtendData,
          Isbn: '9787101003048',
          Keywords: '唐诗，李白,杜甫，唐诗',
        },
      }),
    );
    expect(view.title).toBe('李白&杜甫 <诗选>');
    expect(view.abstracts).toBe('“诗仙”与诗圣');
    expect(view.isbn).toBe('978-7101003048');
    expect(view.keywords).toEqual(['唐诗', '李白,杜甫']);
  });

  it('hides the placeholder ISBN', () => {
    const detail = buildDetail();
    expect(
      detailView({ ...detail, ExtendData: { ...detail.ExtendData, Isbn: '666-6-6666-6666-6' } })
        .isbn,
    ).toBe('');
  });

  it('shows Duration as a word count', () => {
    expect(formatWordCount(0)).toBe('');
    expect(formatWordCount(8000)).toBe('8,000字');
    expect(formatWordCount(123_456)).toBe('12.3万字');
    expect(formatWordCount(200_000)).toBe('20万字');
  });

  it('shows a playing time in hours and minutes, or seconds under a minute', () => {
    expect(formatPlayingTime(0)).toBe('');
    expect(formatPlayingTime(30)).toBe('30秒');
    expect(formatPlayingTime(2100)).toBe('35分钟');
    expect(formatPlayingTime(7500)).toBe('2小时05分');
  });
});

describe('recommend strip (spec §6, §9)', () => {
  it('is titled by object type', () => {
    expect(recommendTitle(104)).toBe('图书荐购');
    expect(recommendTitle(107)).toBe('课程荐购');
    expect(recommendTitle(156)).toBe('有声书荐购');
  });

  it('is hidden when the resource is free or ordered', () => {
    const detail = buildDetail();
    expect(showsRecommendStrip(detail)).toBe(true);
    expect(
      showsRecommendStrip({ ...detail, ExtendData: { ...detail.ExtendData, IsFree: true } }),
    ).toBe(false);
    expect(
      showsRecommendStrip({ ...detail, ExtendData: { ...detail.ExtendData, IsOrdered: true } }),
    ).toBe(false);
  });

  it('shows up to 6 faces only when more than 5 recommended', () => {
    const faces = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(recommendFaces(faces, 8)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(recommendFaces(faces.slice(0, 5), 5)).toEqual([1, 2, 3, 4, 5]);
    expect(recommendFaces(faces, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
