import type { CatalogueCategory } from './types.ts';
import { CLC_OUTLINE } from './clc-data.ts';

/** CLC codes the demo books are placed in. */
export const Clc = {
  preQinPhilosophy: 'B22',
  poetry: 'I22',
  drama: 'I23',
  prose: 'I26',
  chineseTeaching: 'H19',
  chineseScript: 'H12',
  familyEducation: 'G78',
} as const;

let cached: CatalogueCategory[] | undefined;

/** The 中图法 tree to three levels, parents before children. */
export function clcCategories(): CatalogueCategory[] {
  if (cached) return cached.map((category) => ({ ...category }));
  const categories: CatalogueCategory[] = [];
  const parents: string[] = [];
  for (const line of CLC_OUTLINE.split('\n')) {
    if (line.trim() === '') continue;
    const indent = line.length - line.trimStart().length;
    const level = indent / 2 + 1;
    if (level !== 1 && level !== 2 && level !== 3)
      throw new Error(`CLC outline: bad indent in "${line}"`);
    const [code = '', ...titleParts] = line.trim().split(' ');
    parents.length = level - 1;
    const parentCode = level === 1 ? null : (parents[level - 2] ?? null);
    parents[level - 1] = code;
    categories.push({
      code,
      title: titleParts.join(' '),
      parentCode,
      level,
      order: categories.length + 1,
    });
  }
  cached = categories;
  return categories.map((category) => ({ ...category }));
}
