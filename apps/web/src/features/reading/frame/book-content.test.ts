import { describe, expect, it } from 'vitest';
import { chapterContent, holdsText } from './book-content';

const chapter = (body: string) =>
  chapterContent(
    `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>${body}</body></html>`,
    document,
  );

describe('which chapters hold reading matter (a fresh open starts at the first)', () => {
  it('passes over a document of only a heading (an anthology’s author page)', () => {
    expect(holdsText(chapter('<h2>黄孝迈</h2>'))).toBe(false);
    expect(holdsText(chapter('<section><h1>宋词三百首</h1>\n  <h2> 朱祖谋 </h2></section>'))).toBe(
      false,
    );
    expect(holdsText(chapter('<div><img src="data:image/png;base64,AA==" alt=""/></div>'))).toBe(
      false,
    );
  });

  it('stops at a document with text beside its heading', () => {
    expect(holdsText(chapter('<h2>湘春夜月（近清明）</h2><p>近清明。翠禽枝上消魂。</p>'))).toBe(
      true,
    );
    expect(holdsText(chapter('<div>学而时习之，不亦说乎？</div>'))).toBe(true);
  });
});
