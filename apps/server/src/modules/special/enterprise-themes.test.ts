import { describe, expect, it } from 'vitest';
import { excerptAround } from './enterprise-themes.ts';

describe('the 中华商道 excerpt', () => {
  it('cuts the sentence holding the word and gives back the quotation mark it lost', () => {
    const body = '子曰：“人而无信，不知其可也。大车无輗，小车无軏，其何以行之哉？”';
    expect(excerptAround(body, ['无信'])).toBe('子曰：“人而无信，不知其可也。”');
    expect(excerptAround('斯二者何先？”曰：“去食。自古皆有死，民无信不立。”', ['无信'])).toBe(
      '“自古皆有死，民无信不立。”',
    );
  });

  it('clips a long sentence around the word to 90 characters with ellipses', () => {
    const body = `${'甲'.repeat(100)}见利思义${'乙'.repeat(100)}。`;
    const excerpt = excerptAround(body, ['见利思义']);
    expect(excerpt).toContain('见利思义');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBe(92);
  });
});
