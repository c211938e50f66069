import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../app/providers';
import { bound, clearCookies, fakeFetch, ok } from '../../test/fake-server';
import { HotSearchWords } from './HotSearchWords';

const PAGES: Record<string, string[]> = {
  '1': ['论语', '', '一二三四五六七八', '李白', '杜甫', '明月', '春风', '故乡'],
  '2': ['苏轼', '诗经', '孟子'],
  '3': [],
};

function renderWidget() {
  const router = createMemoryRouter([{ path: '*', element: <HotSearchWords /> }], {
    initialEntries: ['/wrap/index'],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('hot search words (spec §2, §3, §9)', () => {
  let server: ReturnType<typeof fakeFetch>;
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    server = fakeFetch((request) =>
      request.path === '/v1/api/device/bind'
        ? bound()
        : ok((PAGES[request.params.cp ?? '1'] ?? []).map((Title) => ({ Title }))),
    );
    vi.stubGlobal('fetch', server.impl);
  });

  const shownWords = () =>
    Array.from(screen.getByTestId('hot-words').querySelectorAll('a')).map((a) => a.textContent);

  it('shows at most 6 non-empty words under 8 characters, each in one of the preset sizes', async () => {
    renderWidget();
    await waitFor(() => expect(shownWords().length).toBeGreaterThan(0));
    expect(shownWords()).toEqual(['论语', '李白', '杜甫', '明月', '春风', '故乡']);
    for (const link of screen.getByTestId('hot-words').querySelectorAll('a')) {
      expect(['13px', '14px', '15px', '16px', '18px', '20px']).toContain(link.style.fontSize);
    }
  });

  it('asks the next page when 换一换 is clicked', async () => {
    renderWidget();
    await waitFor(() => expect(shownWords()).toContain('论语'));
    fireEvent.click(screen.getByTestId('hot-words-next'));
    await waitFor(() => expect(shownWords()).toEqual(['苏轼', '诗经', '孟子']));
    const pagesAsked = server.requests
      .filter((r) => r.path === '/v1/api/history/hot-search-words')
      .map((r) => r.params.cp);
    expect(pagesAsked).toEqual(['1', '2']);
  });

  it('starts a resource search when a word is clicked', async () => {
    const router = renderWidget();
    await waitFor(() => expect(shownWords()).toContain('李白'));
    fireEvent.click(screen.getByText('李白'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wrap/resuResSearch'));
    const query = new URLSearchParams(router.state.location.search);
    expect(JSON.parse(query.get('inSearch') ?? '{}')).toEqual({ keyword: '李白' });
    expect(query.get('searchType')).toBe('1');
  });

  it('goes back to the first page when a page comes back empty', async () => {
    renderWidget();
    await waitFor(() => expect(shownWords()).toContain('论语'));
    fireEvent.click(screen.getByTestId('hot-words-next'));
    await waitFor(() => expect(shownWords()).toContain('苏轼'));
    fireEvent.click(screen.getByTestId('hot-words-next'));
    await waitFor(() => expect(screen.getByTestId('hot-words').dataset.page).toBe('1'));
    await waitFor(() => expect(shownWords()).toContain('论语'));
    const pagesAsked = server.requests
      .filter((r) => r.path === '/v1/api/history/hot-search-words')
      .map((r) => r.params.cp);
    expect(pagesAsked).toEqual(['1', '2', '3']);
  });

  describe('the 250 px rule', () => {
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    beforeEach(() => {
      // jsdom has no layout: each word makes the label box 60 px higher.
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
        configurable: true,
        get(this: HTMLElement) {
          return this.dataset.testid === 'hot-words' ? this.querySelectorAll('a').length * 60 : 0;
        },
      });
    });
    afterEach(() => {
      if (original) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', original);
    });

    it('drops words from the end until the label box is at most 250 px high', async () => {
      renderWidget();
      await waitFor(() => expect(shownWords()).toEqual(['论语', '李白', '杜甫', '明月']));
    });
  });
});
