import { describe, expect, it } from 'vitest';
import { chapterContent, holdsText } from './book-content';
import { base64OfText, cssDataUrl, textOfDataUrl } from './data-url';
import { VERTICAL_FONT_FAMILY } from './vertical-font';

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

const css = (text: string) => `data:text/css;charset=utf-8;base64,${base64OfText(text)}`;
const document3 = (head: string, body: string, bodyAttributes = '') =>
  chapterContent(
    `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title>${head}</head><body${bodyAttributes}>${body}</body></html>`,
    document,
  );

describe('book styles with any character (issue 13 item 2)', () => {
  it('encodes a stylesheet naming 宋体 as UTF-8 and reads it back whole', () => {
    const sheet = 'p { font-family: "宋体", "SimSun"; } .注 { color: red; }';
    expect(() => cssDataUrl(sheet)).not.toThrow();
    expect(textOfDataUrl(cssDataUrl(sheet))).toBe(sheet);
    expect(textOfDataUrl('data:text/css,p%7Bcolor%3Ared%7D')).toBe('p{color:red}');
  });

  it('puts the stylesheet in the page as text, characters intact', () => {
    const chapter = document3(
      `<link rel="stylesheet" type="text/css" href="${css('body { font-family: "宋体"; }')}"/>`,
      '<p>正文</p>',
    );
    expect(chapter.styles.map((style) => style.textContent)).toEqual([
      'body { font-family: "宋体"; }',
    ]);
  });
});

describe('vertical writing (直排, issue 13 item 3)', () => {
  it('reads vertical-rl from the book’s rules for html, body or a class the body carries', () => {
    for (const rule of [
      'html { writing-mode: vertical-rl; }',
      'body { -epub-writing-mode: vertical-rl; }',
      ':root { -webkit-writing-mode: vertical-rl }',
      '.vrtl { -epub-writing-mode: tb-rl; writing-mode: vertical-rl; }',
      '@media all { body.vrtl { writing-mode: vertical-rl } }',
    ])
      expect(
        document3(`<style>${rule}</style>`, '<p>道可道</p>', ' class="vrtl"').writingMode,
      ).toBe('vertical-rl');
    expect(document3('', '<p>道可道</p>', ' style="writing-mode: vertical-rl"').writingMode).toBe(
      'vertical-rl',
    );
    expect(
      document3(`<link rel="stylesheet" href="${css('html{writing-mode:vertical-rl}')}"/>`, '')
        .writingMode,
    ).toBe('vertical-rl');
  });

  it('stays horizontal when only an inner element or nothing is vertical', () => {
    expect(
      document3('<style>.tate { writing-mode: vertical-rl }</style>', '<p class="tate">x</p>')
        .writingMode,
    ).toBe('horizontal-tb');
    expect(document3('<style>p { color: red }</style>', '<p>x</p>').writingMode).toBe(
      'horizontal-tb',
    );
  });
});

describe('the fonts of vertical text (直排 in a font with vertical metrics)', () => {
  const sheet = 'html { writing-mode: vertical-rl } body { font-family: "宋体", serif }';

  it('fall back to the vertical font before the generic family, in sheets and style attributes', () => {
    const content = document3(
      `<style>${sheet}</style>`,
      '<p style="font-family: KaiTi">道可道</p>',
    );
    const styles = content.styles.map((style) => style.textContent).join('');
    expect(styles).toContain(`font-family: "宋体", "${VERTICAL_FONT_FAMILY}", serif`);
    const paragraph = content.body.querySelector('p')!;
    expect(paragraph.getAttribute('style')).toBe(`font-family: KaiTi, "${VERTICAL_FONT_FAMILY}"`);
  });

  it('stay as the book gives them in horizontal text', () => {
    const content = document3(
      '<style>body { font-family: "宋体", serif }</style>',
      '<p style="font-family: KaiTi">道可道</p>',
    );
    expect(content.styles[0]!.textContent).toBe('body { font-family: "宋体", serif }');
    expect(content.body.querySelector('p')!.getAttribute('style')).toBe('font-family: KaiTi');
  });
});

describe('book markup cannot run script or reach the app (issue 13 item 8)', () => {
  it('drops SVG animations that would set a javascript: address or a handler', () => {
    const chapter = document3(
      '',
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a id="l"><text>点我</text>
        <set attributeName="href" to="javascript:alert(1)"/>
        <set attributeName="xlink:href" to="javascript:alert(1)"/>
        <animate attributeName="href" values="#a;javascript:alert(1)"/>
        <animate attributeName="x" values="0;java&#x09;script:alert(1)"/>
        <animateTransform attributeName="onclick" to="alert(1)"/>
        <animate attributeName="opacity" from="0" to="1" dur="1s"/>
      </a></svg>`,
    );
    const svg = chapter.body.querySelector('svg')!;
    expect(svg.querySelectorAll('set').length).toBe(0);
    expect(Array.from(svg.querySelectorAll('*')).map((node) => node.localName)).toEqual([
      'a',
      'text',
      'animate',
    ]);
    expect(svg.querySelector('animate')?.getAttribute('attributeName')).toBe('opacity');
  });

  it('keeps only inlined resources: no <img src>, style url() or @import reaches an address', () => {
    const chapter = document3(
      `<style>@import url("/v1/api/user/info"); p { background: url(/v1/api/a) } i { background: url("data:image/png;base64,AA==") }</style>`,
      `<img src="/v1/api/user/info"/><img src="data:image/png;base64,AA=="/>
       <p style="background-image: url('https://evil.example/x')">x</p>
       <svg xmlns="http://www.w3.org/2000/svg"><image href="/v1/api/x"/><use href="#s"/></svg>
       <video poster="/v1/api/p" src="../v1/api/v"/><link rel="stylesheet" href="/v1/api/css"/>
       <a href="c2.xhtml#n">下一章</a>`,
    );
    const images = Array.from(chapter.body.querySelectorAll('img'));
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      null,
      'data:image/png;base64,AA==',
    ]);
    expect(chapter.body.querySelector('p')?.getAttribute('style')).not.toContain('evil');
    expect(chapter.body.querySelector('image')?.hasAttribute('href')).toBe(false);
    expect(chapter.body.querySelector('use')?.getAttribute('href')).toBe('#s');
    expect(chapter.body.querySelector('video')?.hasAttribute('poster')).toBe(false);
    expect(chapter.body.querySelector('video')?.hasAttribute('src')).toBe(false);
    expect(chapter.body.querySelector('link')).toBeNull();
    expect(chapter.body.querySelector('a')?.getAttribute('href')).toBe('c2.xhtml#n');
    const style = chapter.styles[0]?.textContent ?? '';
    expect(style).not.toContain('/v1/api');
    expect(style).not.toContain('@import');
    expect(style).toContain('data:image/png;base64,AA==');
  });
});
