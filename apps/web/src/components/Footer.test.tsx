import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';

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
});
