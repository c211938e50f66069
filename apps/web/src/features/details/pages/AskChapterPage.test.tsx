import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDetail, ok, refused, renderWithServer } from '../test-utils';
import { AskChapterPage } from './AskChapterPage';

describe('/wrap/details/askChapter (spec §2)', () => {
  it('names the book and leads back to its detail page', async () => {
    renderWithServer(
      <AskChapterPage />,
      (request) =>
        ok(request.path === '/Content/Detail' ? buildDetail({ Title: '李白&amp;杜甫' }) : null),
      '/wrap/details/askChapter?id=12',
    );
    expect(await screen.findByText('章节问答 · 《李白&杜甫》')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回详情页' }).getAttribute('href')).toBe(
      '/wrap/details/book?id=12',
    );
  });

  it('shows the server’s answer for an item it does not hold', async () => {
    renderWithServer(
      <AskChapterPage />,
      () => refused(404, '资源不存在或已下架'),
      '/wrap/details/askChapter?id=999',
    );
    expect(await screen.findByText('资源不存在或已下架')).toBeTruthy();
  });
});
