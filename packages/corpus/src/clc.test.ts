import { describe, expect, it } from 'vitest';
import { clcCategories } from './clc.ts';

describe('clcCategories', () => {
  const categories = clcCategories();
  const byCode = new Map(categories.map((category) => [category.code, category]));

  it('has exactly levels 1 to 3, unique codes and parents one level up, listed first', () => {
    expect(new Set(categories.map((category) => category.level))).toEqual(new Set([1, 2, 3]));
    expect(byCode.size).toBe(categories.length);
    const seen = new Set<string>();
    for (const category of categories) {
      if (category.level === 1) expect(category.parentCode).toBeNull();
      else {
        const parent = byCode.get(category.parentCode ?? '');
        expect(parent?.level, category.code).toBe(category.level - 1);
        expect(seen.has(parent?.code ?? '')).toBe(true);
      }
      seen.add(category.code);
      expect(category.title.trim()).not.toBe('');
    }
  });

  it('carries the real first-level classes and the branches the books use', () => {
    const firstLevel = categories
      .filter((category) => category.level === 1)
      .map((category) => category.code);
    expect(firstLevel).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
      'I',
      'J',
      'K',
      'N',
      'O',
      'P',
      'Q',
      'R',
      'S',
      'T',
      'U',
      'V',
      'X',
      'Z',
    ]);
    expect(byCode.get('I')?.title).toBe('文学');
    expect(byCode.get('I2')).toMatchObject({ title: '中国文学', parentCode: 'I' });
    expect(byCode.get('I22')).toMatchObject({ title: '诗歌、韵文', parentCode: 'I2', level: 3 });
    expect(byCode.get('B22')).toMatchObject({ title: '先秦哲学', parentCode: 'B2' });
    expect(byCode.get('H1')?.title).toBe('汉语');
    expect(byCode.get('G4')?.title).toBe('教育');
  });

  it('returns copies, so callers cannot change the tree', () => {
    const first = clcCategories();
    first[0]!.title = 'changed';
    expect(clcCategories()[0]!.title).not.toBe('changed');
  });
});
