import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverImage } from './CoverImage';

// issue 16: a cover asks for the spec §9 width its slot draws (150, 230, 266, 300).
const SHA = 'a'.repeat(64);
const JPEG = `/files/public/${SHA}.jpg`;

describe('CoverImage', () => {
  it('offers every spec width in srcset, with the slot width in sizes', () => {
    render(<CoverImage src={JPEG} alt="论语" sizes="(max-width: 768px) 80px, 110px" />);
    const img = screen.getByRole('img', { name: '论语' });
    expect(img.getAttribute('srcset')).toBe(
      `${JPEG}?w=150 150w, ${JPEG}?w=230 230w, ${JPEG}?w=266 266w, ${JPEG}?w=300 300w`,
    );
    expect(img.getAttribute('sizes')).toBe('(max-width: 768px) 80px, 110px');
    // the stored file stays the src: what a browser without srcset loads
    expect(img.getAttribute('src')).toBe(JPEG);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('width')).toBe('150');
    expect(img.getAttribute('height')).toBe('210');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('loads the page’s main cover at once and first', () => {
    render(<CoverImage src={JPEG} alt="封面" sizes="230px" width={230} height={322} priority />);
    const img = screen.getByRole('img', { name: '封面' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('width')).toBe('230');
    expect(img.getAttribute('height')).toBe('322');
  });

  it('gives a vector cover, or one stored elsewhere, no srcset', () => {
    render(
      <>
        <CoverImage src={`/files/public/${SHA}.svg`} alt="svg" sizes="110px" />
        <CoverImage src="https://img.example.cn/c.jpg" alt="elsewhere" sizes="110px" />
        <CoverImage src={`/files/public/${SHA}.jpg?v=1`} alt="query" sizes="110px" />
      </>,
    );
    for (const name of ['svg', 'elsewhere', 'query']) {
      const img = screen.getByRole('img', { name });
      expect(img.hasAttribute('srcset'), name).toBe(false);
      expect(img.hasAttribute('sizes'), name).toBe(false);
      expect(img.getAttribute('loading'), name).toBe('lazy');
    }
  });

  it('falls back to the stored file when a sized copy cannot be had', () => {
    render(<CoverImage src={JPEG} alt="坏图" sizes="110px" />);
    const img = screen.getByRole('img', { name: '坏图' });
    fireEvent.error(img);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.getAttribute('src')).toBe(JPEG);
  });
});
