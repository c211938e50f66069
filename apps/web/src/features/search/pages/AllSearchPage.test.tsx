import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FullTextSearchData, ResourceSearchData } from '@moyue/contracts/api/search';
import { buildContent, renderSearchPage } from '../test-utils';
import { AllSearchPage } from './AllSearchPage';

const fullText: FullTextSearchData = {
  ItemList: [
    {
      Content: buildContent({ Id: 7, Title: '灯下试读' }),
      HitCount: 2,
      Hits: [
        {
          Id: 1,
          TocId: 11,
          TocTitle: '第2章',
          Page: 2,
          IsLock: false,
          Fragments: [
            { Text: '琥珀灯', Hit: true },
            { Text: '下读书', Hit: false },
          ],
        },
        { Id: 2, TocId: 18, TocTitle: '第8章', Page: 8, IsLock: true, Fragments: [] },
      ],
    },
  ],
  RecordCount: 1,
  PassageCount: 2,
  IsPartial: false,
};

describe('/wrap/allSearch hits beyond the trial (issue 6)', () => {
  it('shows 试读范围外 with chapter and page instead of a snippet', async () => {
    renderSearchPage(
      <AllSearchPage />,
      '/wrap/allSearch?keyWord=琥珀灯',
      () => fullText as unknown as ResourceSearchData,
    );
    const locked = await screen.findByTestId('full-text-hit-locked');
    expect(locked.textContent).toBe('试读范围外');
    expect(locked.parentElement?.textContent).toContain('第8章 · 第 8 页');
    expect(screen.getByText('琥珀灯').tagName).toBe('MARK');
    expect(screen.getAllByTestId('full-text-hit-locked')).toHaveLength(1);
  });
});
