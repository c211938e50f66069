import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@moyue/contracts/api/platform';
import { CAROUSEL_INTERVAL_MS } from '@moyue/contracts/ui-constants';
import { BannerSlides } from './BannerSlides';

const banner = (n: number): Banner => ({
  Url: `/wrap/topic?id=${n}`,
  Contents: `专题${n}`,
  CoverUrl: `/files/public/b${n}.svg`,
  PlatformName: 'web',
});
const WIDTH = 360;

let scrolls: { left: number }[];
beforeEach(() => {
  scrolls = [];
  // jsdom lays nothing out: the row is WIDTH wide, and scrolling is recorded.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
    configurable: true,
    value(this: HTMLElement, options: { left: number }) {
      scrolls.push({ left: options.left });
      this.scrollLeft = options.left;
      this.dispatchEvent(new Event('scroll'));
    },
  });
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
});

const renderSlides = (banners: Banner[]) =>
  render(
    <MemoryRouter>
      <BannerSlides banners={banners} />
    </MemoryRouter>,
  );
const dots = () => screen.getAllByRole('button', { name: /^第 \d 张/ });
const shown = () => dots().findIndex((dot) => dot.getAttribute('aria-current') === 'true');
const frame = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
  });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

// spec §2 slider banners: 5 s per banner, the last followed by the first.
describe('BannerSlides', () => {
  it('turns every 5 s, back to the first after the last, and follows the scroll', () => {
    renderSlides([banner(1), banner(2), banner(3)]);
    expect(screen.getAllByTestId('banner')).toHaveLength(3);
    expect(shown()).toBe(0);
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(scrolls).toEqual([]);
    advance(1);
    expect(scrolls).toEqual([{ left: WIDTH }]);
    frame();
    expect(shown()).toBe(1);
    advance(CAROUSEL_INTERVAL_MS);
    frame();
    expect(shown()).toBe(2);
    advance(CAROUSEL_INTERVAL_MS);
    expect(scrolls.at(-1)).toEqual({ left: 0 });
    frame();
    expect(shown()).toBe(0);
  });

  it('shows the banner whose dot is picked, and holds while a pointer is on it', () => {
    renderSlides([banner(1), banner(2), banner(3)]);
    fireEvent.click(screen.getByRole('button', { name: '第 3 张：专题3' }));
    expect(scrolls).toEqual([{ left: 2 * WIDTH }]);
    frame();
    expect(shown()).toBe(2);
    fireEvent.pointerEnter(screen.getByRole('region', { name: '轮播图' }));
    advance(3 * CAROUSEL_INTERVAL_MS);
    expect(scrolls).toHaveLength(1);
    fireEvent.pointerLeave(screen.getByRole('region', { name: '轮播图' }));
    advance(CAROUSEL_INTERVAL_MS);
    expect(scrolls.at(-1)).toEqual({ left: 0 });
  });

  it('links each banner to its address, outside ones in a new tab', () => {
    renderSlides([banner(1), { ...banner(2), Url: 'https://example.org/x' }]);
    expect(screen.getByAltText('专题1').closest('a')!.getAttribute('href')).toBe(
      '/wrap/topic?id=1',
    );
    const outside = screen.getByAltText('专题2').closest('a')!;
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has no dots and does not turn with one banner', () => {
    renderSlides([banner(1)]);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    advance(3 * CAROUSEL_INTERVAL_MS);
    expect(scrolls).toEqual([]);
  });
});
