import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CoverCard, type CoverCardContent } from './CoverCard';

// issue 16: a shelf's cover asks for the spec §9 width its column draws, lazily.
const SHA = 'b'.repeat(64);

function renderCard(content: Partial<CoverCardContent>, sizes?: string) {
  const card: CoverCardContent = {
    Id: 7,
    ObjectType: 104,
    Title: '论语',
    Author: '孔子',
    CoverUrl: `/files/public/${SHA}.png`,
    ...content,
  };
  const element = sizes ? <CoverCard content={card} sizes={sizes} /> : <CoverCard content={card} />;
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
  return screen.getByRole('img', { name: card.Title });
}

describe('CoverCard', () => {
  it('draws the cover from the spec widths at the width of a shelf column', () => {
    const img = renderCard({});
    expect(img.getAttribute('srcset')).toContain(`/files/public/${SHA}.png?w=150 150w`);
    expect(img.getAttribute('srcset')).toContain(`/files/public/${SHA}.png?w=300 300w`);
    expect(img.getAttribute('sizes')).toBe(
      '(max-width: 600px) 34vw, (max-width: 992px) 25vw, 190px',
    );
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['150', '210']);
  });

  it('takes the width of another wall, and a course cover keeps its wide shape', () => {
    const img = renderCard({ ObjectType: 107, Title: '课程' }, '120px');
    expect(img.getAttribute('sizes')).toBe('120px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['160', '100']);
  });
});
