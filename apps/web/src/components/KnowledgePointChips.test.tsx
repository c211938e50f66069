import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KnowledgePointChips } from './KnowledgePointChips';

describe('knowledge-point chips (spec §2)', () => {
  it('opens resuResSearch in a new tab with the point as inSearch keyword and searchType 1', () => {
    render(<KnowledgePointChips keywords="唐诗，李白， 律诗 ，李白" />);
    const links = screen.getAllByRole('link');
    // Split on the full-width comma (spec §3), trimmed, without repeats.
    expect(links.map((link) => link.textContent)).toEqual(['唐诗', '李白', '律诗']);
    const link = screen.getByRole('link', { name: '李白' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const url = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/wrap/resuResSearch');
    expect(JSON.parse(url.searchParams.get('inSearch')!)).toEqual({ keyword: '李白' });
    expect(url.searchParams.get('searchType')).toBe('1');
  });

  it('takes a list and names the group', () => {
    render(<KnowledgePointChips keywords={['平仄', '对仗']} title="本课知识点" />);
    expect(screen.getByRole('group', { name: '本课知识点' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('renders nothing without knowledge points', () => {
    const { container } = render(<KnowledgePointChips keywords=" ，" />);
    expect(container.innerHTML).toBe('');
  });
});
