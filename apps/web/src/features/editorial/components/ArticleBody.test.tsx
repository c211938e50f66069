import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from './ArticleBody';

describe('ArticleBody', () => {
  it('renders headings, list items and paragraphs, and editors’ markup as text', () => {
    const { container } = render(
      <ArticleBody
        body={'## 开始试读\n- 进入详情页\n- 点击试读\n\n<img src=x onerror=alert(1)>'}
      />,
    );
    expect(screen.getByRole('heading', { name: '开始试读' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '进入详情页',
      '点击试读',
    ]);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
  });
});
