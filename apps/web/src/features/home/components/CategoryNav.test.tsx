import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { HomeCategory } from '@moyue/contracts/api/rankings';
import { CATEGORY_LIST_COLLAPSE_HEIGHT_PX } from '@moyue/contracts/ui-constants';
import { fakeViewportWidth, resetMatchMedia } from '../../../test/media-query';
import { CategoryNav, categoryListHeight } from './CategoryNav';

const categories = (count: number): HomeCategory[] =>
  Array.from({ length: count }, (_, i) => ({
    Id: i + 1,
    Title: `分类${i + 1}`,
    ClcCode: '',
  }));

const renderNav = (clc: HomeCategory[]) =>
  render(
    <MemoryRouter>
      <CategoryNav categories={[]} clc={clc} />
    </MemoryRouter>,
  );

// spec §9: the category list collapses above 495 px; issue 16: its height is counted, not measured.
describe('CategoryNav', () => {
  afterEach(resetMatchMedia);

  it('knows the list’s height from its rows', () => {
    expect(categoryListHeight(0, 2)).toBe(0);
    expect(categoryListHeight(1, 2)).toBe(28);
    expect(categoryListHeight(30, 2)).toBe(15 * 28 + 14 * 2);
    expect(categoryListHeight(34, 2)).toBeGreaterThan(CATEGORY_LIST_COLLAPSE_HEIGHT_PX);
    expect(categoryListHeight(34, 3)).toBeLessThan(CATEGORY_LIST_COLLAPSE_HEIGHT_PX);
  });

  it('offers 展开全部 for a tall list beside the banner, and opens and closes it', () => {
    fakeViewportWidth(1440);
    renderNav(categories(40));
    const list = screen.getByRole('list');
    expect(list.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(list.style.maxHeight).toBe(`${CATEGORY_LIST_COLLAPSE_HEIGHT_PX}px`);
    fireEvent.click(screen.getByRole('button', { name: '展开全部' }));
    expect(list.style.maxHeight).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(list.style.maxHeight).toBe(`${CATEGORY_LIST_COLLAPSE_HEIGHT_PX}px`);
  });

  it('has no toggle when the list fits: a short list, or the same list in three columns on a phone', () => {
    fakeViewportWidth(1440);
    const { unmount } = renderNav(categories(30));
    expect(screen.queryByRole('button', { name: '展开全部' })).toBeNull();
    unmount();
    fakeViewportWidth(390);
    renderNav(categories(40));
    expect(screen.getByRole('list').style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(screen.queryByRole('button', { name: '展开全部' })).toBeNull();
  });

  it('switches between 图书分类 and 中图法 by click and by arrow keys', () => {
    fakeViewportWidth(1440);
    render(
      <MemoryRouter>
        <CategoryNav
          categories={[{ Id: 1, Title: '文学', ClcCode: '' }]}
          clc={[{ Id: 2, Title: '哲学、宗教', ClcCode: 'B' }]}
        />
      </MemoryRouter>,
    );
    const [books, clc] = screen.getAllByRole('tab');
    expect(books!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('文学');
    fireEvent.click(clc!);
    expect(clc!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('B哲学');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(clc!.id);
    fireEvent.keyDown(clc!, { key: 'ArrowRight' });
    expect(books!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(books);
    fireEvent.keyDown(books!, { key: 'ArrowLeft' });
    expect(clc!.getAttribute('aria-selected')).toBe('true');
  });

  it('shows only the 中图法 when there are no book categories', () => {
    fakeViewportWidth(1440);
    renderNav(categories(3));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['中图法']);
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
