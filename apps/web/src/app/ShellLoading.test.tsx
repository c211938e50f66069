import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepFirstPaint } from '../lib/first-paint';
import { ShellLoading } from './ShellLoading';

const rootWith = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

// issue 16: the server's first paint stays on screen while the first route loads.
describe('ShellLoading', () => {
  afterEach(() => keepFirstPaint(rootWith('')));

  it('shows the server’s first paint again, not a spinner, and says it is loading', () => {
    const firstPaint =
      '<style>.first-paint-home{padding:16px}</style><div class="first-paint first-paint-home"><a href="/wrap/topic?id=1"><img src="/files/public/b.svg" alt="读书月"></a></div>';
    keepFirstPaint(rootWith(firstPaint));
    const { container } = render(<ShellLoading />);
    expect(container.querySelector('.shell-first-paint')?.innerHTML).toBe(firstPaint);
    expect(screen.getByRole('status').textContent).toBe('墨阅正在加载…');
    expect(container.querySelector('.shell-spin')).toBeNull();
  });

  it('shows the spinner when the page came without a first paint', () => {
    keepFirstPaint(rootWith('<p>something else</p>'));
    const { container } = render(<ShellLoading />);
    expect(container.querySelector('.shell-first-paint')).toBeNull();
    expect(container.querySelector('.shell-spin')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toContain('墨阅正在加载…');
  });
});
