import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TocNode } from '@moyue/contracts/api/reading';
import { buildDetail, ok, renderWithServer } from '../test-utils';
import { TocTab } from './TocTab';

const chapter = (id: number): TocNode => ({
  Id: id,
  ExternalId: `n-${id}`,
  Title: `第${id}章`,
  Childs: [],
  MultimediaFiles: [],
  Courseware: [],
  AnnexeFiles: [],
  IsLock: id > 1,
  Url: '',
  Page: id,
  SpineIndex: id,
});

// jsdom has no layout and no scrolling: the page's scroll position is ours,
// read by antd through window.pageYOffset and written through
// window.scrollTo or the document element's scrollTop.
let scrolled = 0;
const saved = {
  pageYOffset: Object.getOwnPropertyDescriptor(window, 'pageYOffset'),
  scrollTo: Object.getOwnPropertyDescriptor(window, 'scrollTo'),
};

const scrollPage = async (top: number) => {
  scrolled = top;
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
};
const backToTop = () => document.querySelector<HTMLElement>('.ant-float-btn');

describe('contents tab back-to-top (spec §2, §9: beyond 600 px)', () => {
  beforeEach(() => {
    scrolled = 0;
    Object.defineProperty(window, 'pageYOffset', { configurable: true, get: () => scrolled });
    Object.defineProperty(window, 'scrollTo', {
      configurable: true,
      writable: true,
      value: (_x: number, y: number) => {
        scrolled = y;
      },
    });
    Object.defineProperty(document.documentElement, 'scrollTop', {
      configurable: true,
      get: () => scrolled,
      set: (value: number) => {
        scrolled = value;
      },
    });
  });
  afterEach(() => {
    for (const [name, descriptor] of Object.entries(saved))
      if (descriptor) Object.defineProperty(window, name, descriptor);
      else Reflect.deleteProperty(window, name);
    Reflect.deleteProperty(document.documentElement, 'scrollTop');
  });

  const renderToc = (active = true) =>
    renderWithServer(<TocTab detail={buildDetail()} isCourse={false} active={active} />, () =>
      ok({
        ItemList: Array.from({ length: 40 }, (_, i) => chapter(i + 1)),
        AllowReadPercentage: 10,
        Access: 'trial',
        IsTrial: true,
        TrialUnits: 4,
        UnitCount: 40,
        MediaType: 'epub',
      }),
    );

  it('is hidden at 500 px, shows past 600 px and scrolls the page to the top', async () => {
    renderToc();
    expect(await screen.findByText('第40章')).toBeTruthy();
    await scrollPage(500);
    expect(backToTop()).toBeNull();
    await scrollPage(601);
    await waitFor(() => expect(backToTop()).not.toBeNull());
    await scrollPage(1800);
    fireEvent.click(backToTop()!);
    await waitFor(() => expect(scrolled).toBe(0), { timeout: 2000 });
  });

  it('is not offered while the contents tab is not the open one', async () => {
    renderToc(false);
    expect(await screen.findByText('第40章')).toBeTruthy();
    await scrollPage(1800);
    expect(backToTop()).toBeNull();
  });

  it('shows locked chapters without a link to open them', async () => {
    renderToc();
    const first = await screen.findByText('第1章');
    expect(first.closest('a')).not.toBeNull();
    const locked = screen.getByText(/第2章/).closest('[data-locked="true"]');
    expect(locked).not.toBeNull();
    expect(locked!.closest('a')).toBeNull();
    expect(locked!.getAttribute('aria-disabled')).toBe('true');
  });
});

describe('the trial note of a book (issue 13 item 7: the trial is counted by text)', () => {
  const renderTrial = (rights: { TrialTextPercent?: number; MediaType?: string }) =>
    renderWithServer(<TocTab detail={buildDetail()} isCourse={false} active />, () =>
      ok({
        ItemList: Array.from({ length: 12 }, (_, i) => chapter(i + 1)),
        AllowReadPercentage: 10,
        Access: 'trial',
        IsTrial: true,
        TrialUnits: 3,
        UnitCount: 12,
        MediaType: 'epub',
        ...rights,
      }),
    );

  it('names the chapters of the trial and their share of the book’s text', async () => {
    renderTrial({ TrialTextPercent: 12 });
    const note = await screen.findByText(/试读：/);
    expect(note.textContent).toContain('试读：前 3 章（约全书 12% 的文字），带');
    expect(note.textContent).toContain('的章节需获取阅读权限');
  });

  it('counts the pages of a PDF', async () => {
    renderTrial({ TrialTextPercent: 9, MediaType: 'pdf' });
    expect((await screen.findByText(/试读：/)).textContent).toContain(
      '试读：前 3 页（约全书 9% 的文字）',
    );
  });

  it('keeps the percentage when the server counted no text', async () => {
    renderTrial({});
    expect((await screen.findByText(/试读范围：/)).textContent).toContain('试读范围：前 10% 内容');
  });
});
