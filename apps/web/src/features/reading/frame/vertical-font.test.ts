import { describe, expect, it } from 'vitest';
import {
  VERTICAL_FONT_FAMILY,
  cssWithVerticalFallback,
  withVerticalFallback,
} from './vertical-font';

const font = `"${VERTICAL_FONT_FAMILY}"`;

describe('the vertical font as a fallback of a book’s font lists', () => {
  it('comes after the fonts a book names and before its generic family', () => {
    expect(withVerticalFallback('"宋体", "SimSun", "Songti SC", serif')).toBe(
      `"宋体", "SimSun", "Songti SC", ${font}, serif`,
    );
    expect(withVerticalFallback("'黑体',sans-serif")).toBe(`'黑体', ${font}, sans-serif`);
    expect(withVerticalFallback('Kai, "ui-serif, x", ui-serif, serif')).toBe(
      `Kai, "ui-serif, x", ${font}, ui-serif, serif`,
    );
  });

  it('ends a list without a generic family, and is the fallback of a generic alone', () => {
    expect(withVerticalFallback('"宋体"')).toBe(`"宋体", ${font}`);
    expect(withVerticalFallback('serif')).toBe(`${font}, serif`);
  });

  it('leaves keywords, variables and a list that already has it alone', () => {
    for (const value of ['inherit', ' initial', 'var(--body-font)', `"宋体", ${font}, serif`])
      expect(withVerticalFallback(value)).toBe(value);
  });

  it('rewrites every font-family declaration of a stylesheet or style attribute', () => {
    expect(
      cssWithVerticalFallback(
        'body{font-family:"宋体",serif}\nh2 { color: red; font-family: "黑体" !important; }',
      ),
    ).toBe(
      `body{font-family:"宋体", ${font}, serif}\nh2 { color: red; font-family: "黑体", ${font}!important; }`,
    );
    expect(cssWithVerticalFallback('font-family: KaiTi; color: red')).toBe(
      `font-family: KaiTi, ${font}; color: red`,
    );
    expect(cssWithVerticalFallback('p { font-size: 1em; color: #333 }')).toBe(
      'p { font-size: 1em; color: #333 }',
    );
  });
});
