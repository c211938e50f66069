import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies } from '../test/fake-server';
import { IeTip, isInternetExplorer } from './IeTip';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('IE tip (spec §2, §9)', () => {
  beforeEach(() => clearCookies());
  afterEach(() => vi.unstubAllGlobals());

  it('recognises Internet Explorer only', () => {
    expect(isInternetExplorer(IE11)).toBe(true);
    expect(isInternetExplorer('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)')).toBe(true);
    expect(isInternetExplorer(CHROME)).toBe(false);
  });

  it('is not shown to other browsers', () => {
    render(<IeTip />);
    expect(screen.queryByTestId('ie-tip')).toBeNull();
  });

  it('recommends a fast-mode browser to IE users until closed, then remembers it for 15 days', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: IE11 });
    const setter = vi.spyOn(document, 'cookie', 'set');
    const { unmount } = render(<IeTip />);
    expect(screen.getByTestId('ie-tip').textContent).toContain('极速模式');
    fireEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    expect(screen.queryByTestId('ie-tip')).toBeNull();
    expect(setter).toHaveBeenCalledWith(expect.stringMatching(/max-age=1296000/));
    setter.mockRestore();
    unmount();
    render(<IeTip />);
    expect(screen.queryByTestId('ie-tip')).toBeNull();
  });
});
