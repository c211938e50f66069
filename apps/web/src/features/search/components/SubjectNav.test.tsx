import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBJECT_HIERARCHIES } from '../subject-hierarchies';
import { SubjectNav } from './SubjectNav';
import { buildSubjectTree } from './subject-tree';

const tree = buildSubjectTree([
  { Id: 1, Code: 'I', Title: '文学', ParentId: null, Level: 1, Count: 30 },
  { Id: 5, Code: 'B', Title: '哲学、宗教', ParentId: null, Level: 1, Count: 4 },
]);

/** jsdom lays nothing out: give the category list the height a browser would. */
const listHeight = (px: number) =>
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(px);

const renderNav = () =>
  render(
    <SubjectNav tree={tree} state={{ selected: null, open: [] }} onChange={() => undefined} />,
  );

describe('subject navigation height (spec §9: collapsed above 495 px)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('collapses a list taller than 495 px to 495 px, with a toggle to show it all', async () => {
    listHeight(800);
    renderNav();
    const list = screen.getByTestId('subject-list');
    expect(list.style.maxHeight).toBe('495px');
    // measured in the next frame (issue 16)
    fireEvent.click(await screen.findByRole('button', { name: '展开全部' }));
    expect(list.style.maxHeight).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(list.style.maxHeight).toBe('495px');
  });

  it('has no toggle when the list fits', async () => {
    const measured = listHeight(495);
    renderNav();
    await waitFor(() => expect(measured).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: '展开全部' })).toBeNull();
    expect(screen.getByRole('button', { name: /文学/ })).toBeTruthy();
  });
});

describe('navigation by classification or by discipline (spec §2, §6)', () => {
  it('offers both and reports the one chosen', () => {
    const chosen: string[] = [];
    render(
      <SubjectNav
        tree={tree}
        state={{ selected: null, open: [] }}
        onChange={() => undefined}
        hierarchies={SUBJECT_HIERARCHIES}
        hierarchy="ClcCode"
        onHierarchyChange={(name) => chosen.push(name)}
      />,
    );
    expect(screen.getByRole('tab', { name: '中图分类' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('tab', { name: '中图分类' }));
    fireEvent.click(screen.getByRole('tab', { name: '学科分类' }));
    expect(chosen).toEqual(['institutes']);
  });

  it('shows only a heading when the departments navigation is hidden', () => {
    render(
      <SubjectNav
        tree={tree}
        state={{ selected: null, open: [] }}
        onChange={() => undefined}
        hierarchies={SUBJECT_HIERARCHIES.slice(0, 1)}
      />,
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('heading', { name: '中图分类' })).toBeTruthy();
  });
});

describe('subject navigation levels', () => {
  const nested = buildSubjectTree([
    { Id: 1, Code: 'I', Title: '文学', ParentId: null, Level: 1, Count: 30 },
    { Id: 2, Code: 'I2', Title: '中国文学', ParentId: 1, Level: 2, Count: 20 },
    { Id: 3, Code: 'I22', Title: '诗歌', ParentId: 2, Level: 3, Count: 12 },
    { Id: 5, Code: 'K', Title: '历史、地理', ParentId: null, Level: 1, Count: 4 },
  ]);

  it('shows an open category’s children right under it, not after the last category', () => {
    render(
      <SubjectNav tree={nested} state={{ selected: 3, open: [1, 2] }} onChange={() => undefined} />,
    );
    const names = screen
      .getAllByRole('button')
      .map((button) => button.textContent?.replace(/\s*\(\d+\)$/, ''));
    expect(names).toEqual(['全部', '文学', '中国文学', '诗歌', '历史、地理']);
    const literature = screen.getByRole('button', { name: /^文学/ });
    expect(literature.getAttribute('aria-expanded')).toBe('true');
    expect(literature.className).toBe('is-open');
    expect(screen.getByRole('button', { name: /^诗歌/ }).className).toBe('is-selected');
    expect(screen.getByRole('button', { name: /^历史/ }).getAttribute('aria-expanded')).toBeNull();
  });
});
