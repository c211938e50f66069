import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnForcedLinkClick } from './site-navigation';

describe('forced full reload (spec §2)', () => {
  const assign = vi.fn();
  const at = (path: string) => {
    window.history.replaceState(null, '', path);
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: `http://localhost:3000${path}`,
      origin: 'http://localhost:3000',
      pathname: path.split('?')[0]!,
      assign,
    });
  };
  const clickLink = (href: string) => {
    const { unmount } = render(<a href={href}>去</a>);
    document.addEventListener('click', reloadOnForcedLinkClick, true);
    const notPrevented = fireEvent.click(screen.getByText('去'));
    document.removeEventListener('click', reloadOnForcedLinkClick, true);
    unmount();
    return notPrevented;
  };
  afterEach(() => {
    vi.restoreAllMocks();
    assign.mockReset();
  });

  it('reloads when a link targets the current resource-search page', () => {
    at('/wrap/resuResSearch?inSearch=a');
    expect(clickLink('/wrap/resuResSearch?inSearch=b')).toBe(false);
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/wrap/resuResSearch?inSearch=b');
  });

  it('leaves other links to the router', () => {
    at('/wrap/index');
    expect(clickLink('/wrap/resuResSearch?inSearch=b')).toBe(true);
    vi.restoreAllMocks();
    at('/wrap/bangdan');
    expect(clickLink('/wrap/bangdan')).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });
});
