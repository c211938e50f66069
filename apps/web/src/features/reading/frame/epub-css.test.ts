// eslint-disable-next-line no-restricted-imports -- the test builds its books with the corpus's EPUB writer; none of it reaches the bundle
import { buildEpub } from '@moyue/corpus/editions/epub-writer';
// The entry Vite builds the frame from ("module"); Node alone would take the CommonJS build.
import ePub from 'epubjs/src/index';
import type Section from 'epubjs/types/section';
import { describe, expect, it } from 'vitest';
import { chapterContent } from './book-content';
import { encodeBookStylesAsUtf8 } from './epub-css';

// Issue 13 item 2: most Chinese EPUBs name a Chinese font in their stylesheet;
// epub.js's own btoa() threw on it and the reader stayed on 正在排版….

const songtiBook = () =>
  buildEpub({
    version: 3,
    identifier: 'urn:uuid:moyue-test-songti',
    title: '宋体之书',
    language: 'zh-CN',
    style: 'body { font-family: "宋体", "SimSun", serif; }\np.注 { color: #333; }\n',
    chapters: [{ id: 'c1', title: '第一章', parentId: null, paragraphs: ['学而时习之。'] }],
  });

async function openChapter(bytes: Uint8Array) {
  encodeBookStylesAsUtf8();
  const book = ePub(new Uint8Array(bytes).buffer, {
    replacements: 'base64',
  } as never);
  await book.opened;
  const section = (book.spine as unknown as { spineItems: Section[] }).spineItems.at(-1)!;
  const markup = await (section.render(book.load.bind(book)) as unknown as Promise<string>);
  return { book, chapter: chapterContent(markup, document) };
}

describe('a book whose stylesheet names 宋体', () => {
  it('opens, and its chapter carries the stylesheet with the characters intact', async () => {
    const { chapter } = await openChapter(songtiBook());
    expect(chapter.text).toContain('学而时习之');
    expect(chapter.styles.map((style) => style.textContent).join('\n')).toContain(
      'font-family: "宋体", "SimSun", serif;',
    );
  });
});

describe('a vertical, right-to-left book (直排, issue 13 item 3)', () => {
  it('is read as vertical-rl with its pages progressing right to left', async () => {
    const { book, chapter } = await openChapter(
      buildEpub({
        version: 3,
        identifier: 'urn:uuid:moyue-test-vertical',
        title: '道德经',
        language: 'zh-CN',
        style: 'html { -epub-writing-mode: vertical-rl; writing-mode: vertical-rl; }',
        pageProgressionDirection: 'rtl',
        chapters: [{ id: 'c1', title: '第一章', parentId: null, paragraphs: ['道可道，非常道。'] }],
      }),
    );
    expect((book.packaging.metadata as { direction?: string }).direction).toBe('rtl');
    expect(chapter.writingMode).toBe('vertical-rl');
  });
});
