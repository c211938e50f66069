import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ActivityBanner } from './ActivityBanner';
import { HeadNotice } from './HeadNotice';

describe('home widgets of spec §2 (head notice, activity banner)', () => {
  it('shows the head notice linking to it and to the notice list, nothing without one', () => {
    const { rerender } = render(
      <MemoryRouter>
        <HeadNotice
          notice={{ Id: 42, Title: '寒假开馆时间调整', CreateTime: '2026-11-20 09:00:00' }}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: '寒假开馆时间调整' });
    expect(link.getAttribute('href')).toBe('/wrap/noticeContent?id=42');
    expect(screen.getByRole('link', { name: '更多' }).getAttribute('href')).toBe(
      '/wrap/noticeList',
    );
    expect(screen.getByTestId('head-notice').textContent).toContain('2026-11-20');
    rerender(
      <MemoryRouter>
        <HeadNotice notice={null} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('head-notice')).toBeNull();
  });

  it('shows the open activity with its card, end date and the 演示 mark', () => {
    render(
      <MemoryRouter>
        <ActivityBanner
          activity={{
            Id: 3,
            Title: '四书共读',
            Theme: '',
            CardTitle: '四书 · 稀有数字书卡',
            CoverUrl: '',
            Url: '/wrap/readingActivity?id=3',
            EndDate: '2027-02-24',
            IsDemo: true,
          }}
        />
      </MemoryRouter>,
    );
    const banner = screen.getByTestId('activity-banner');
    expect(banner.getAttribute('href')).toBe('/wrap/readingActivity?id=3');
    expect(banner.textContent).toContain('读完书单得「四书 · 稀有数字书卡」');
    expect(banner.textContent).toContain('截止 2027-02-24');
    expect(banner.textContent).toContain('演示');
  });
});
