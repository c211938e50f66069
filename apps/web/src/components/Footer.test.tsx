import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';
import { qrArtPath } from './QrPlaceholder';

describe('the footer (spec §2)', () => {
  it('has the links, address, filing numbers, licences, QR codes and the publisher disclaimer, with no external images', () => {
    const router = createMemoryRouter([{ path: '*', element: <Footer /> }]);
    render(<RouterProvider router={router} />);
    const footer = screen.getByTestId('site-footer');
    const href = (text: string) => screen.getByText(text).closest('a')!.getAttribute('href');
    expect(href('关于我们')).toBe('/wrap/staticPage?type=2');
    expect(href('联系我们')).toBe('/wrap/staticPage?type=3');
    expect(href('商务合作')).toBe('/wrap/staticPage?type=4');
    expect(href('隐私政策')).toBe('/wrap/privacy');
    expect(footer.textContent).toContain('公司地址');
    expect(footer.textContent).toMatch(/ICP备/);
    expect(footer.textContent).toMatch(/公网安备/);
    expect(screen.getAllByRole('img', { name: /许可证/ }).length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByTestId('qr-placeholder').map((qr) => qr.textContent)).toEqual([
      expect.stringContaining('App'),
      expect.stringContaining('公众号'),
    ]);
    expect(footer.textContent).toContain('本平台所有资源均来自出版单位');
    expect(footer.querySelectorAll('img')).toHaveLength(0);
  });

  it('draws each code as a few shapes, its own art for each label (issue 16: every page lays them out)', () => {
    const router = createMemoryRouter([{ path: '*', element: <Footer /> }]);
    render(<RouterProvider router={router} />);
    for (const qr of screen.getAllByTestId('qr-placeholder'))
      expect(qr.querySelectorAll('svg *').length).toBeLessThanOrEqual(5);
    const app = qrArtPath('墨阅 App');
    expect(app).not.toBe(qrArtPath('微信公众号'));
    // three finders (a 7-cell ring around a 3-cell square) and about half the other cells
    expect(app).toContain('M14 0h7v7h-7zM15 1h5v5h-5zM16 2h3v3h-3z');
    const cells = app.match(/h1v1h-1z/g)!.length;
    expect(cells).toBeGreaterThan(100);
    expect(cells).toBeLessThan(200);
  });
});
