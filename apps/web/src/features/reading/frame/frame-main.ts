import ePub, { type Book } from 'epubjs';
import type { NavItem } from 'epubjs/types/navigation';
import type Section from 'epubjs/types/section';
import { replaceBase } from 'epubjs/src/utils/replacements';
import { chapterContent, holdsText, type ChapterContent } from './book-content';
import { encodeBookStylesAsUtf8 } from './epub-css';
import { Paginator } from './paginator';
import { registerVerticalFont } from './vertical-font';
import {
  AppToFrameSchema,
  FrameToAppSchema,
  envelopeOf,
  markOf,
  pageKey,
  parseMark,
  readMessage,
  type FrameSettings,
  type FrameTarget,
  type FrameToApp,
  type FrameTocItem,
  type PageDirection,
} from './protocol';
import './frame.css';

// Runs inside <iframe sandbox="allow-scripts"> without allow-same-origin: this
// document has an opaque origin, so nothing here can reach the app's cookies,
// storage or DOM. epub.js (0.3.93) reads the book: package, spine, navigation,
// chapters with their resources inlined. Chapters are shown here, made inert
// (book-content.ts) inside a shadow root, rather than in epub.js's own nested
// frames: a nested frame of a sandboxed document gets an origin of its own,
// which epub.js cannot reach.

/** The app that embeds this frame: the origin of the address the frame was loaded from. */
const APP_ORIGIN = new URL(location.href).origin;

let book: Book | null = null;
let paginator: Paginator | null = null;
let sectionIndex = 0;
const chapters = new Map<number, ChapterContent>();
const markup = new Map<number, string>();
/** The book's page-progression-direction (its OPF spine); null when it leaves it to the reader. */
let declaredDirection: PageDirection | null = null;

encodeBookStylesAsUtf8();

/** Which way the pages turn: as the book declares, else right to left for vertical (直排) text. */
function direction(): PageDirection {
  if (declaredDirection) return declaredDirection;
  return paginator?.writingMode === 'vertical-rl' ? 'rtl' : 'ltr';
}

function post(message: FrameToApp): void {
  FrameToAppSchema.parse(message);
  window.parent.postMessage(envelopeOf(message), APP_ORIGIN);
}

const sections = (): Section[] =>
  (book?.spine as unknown as { spineItems: Section[] } | undefined)?.spineItems ?? [];

function indexOfHref(href: string, base = ''): number {
  const resolved = new URL(href, `https://book.invalid/${base}`).pathname.slice(1);
  const path = decodeURIComponent(resolved.split('#')[0] ?? '');
  return sections().findIndex(
    (section) =>
      section.href === path || section.href.endsWith(`/${path}`) || path.endsWith(section.href),
  );
}

function tocOf(items: NavItem[]): FrameTocItem[] {
  return items.map((item) => ({
    label: item.label.trim(),
    href: item.href,
    spineIndex: indexOfHref(item.href),
    children: tocOf(item.subitems ?? []),
  }));
}

async function markupOf(index: number): Promise<string> {
  const known = markup.get(index);
  if (known !== undefined) return known;
  const section = sections()[index];
  if (!section || !book) return '';
  // epub.js types render() as string; it answers a promise of the serialised chapter.
  const output = await (section.render(book.load.bind(book)) as unknown as Promise<string>);
  markup.set(index, output);
  return output;
}

function announce(): void {
  if (!paginator) return;
  const count = sections().length;
  post({
    type: 'relocated',
    location: {
      mark: markOf(sectionIndex, paginator.fraction),
      spineIndex: sectionIndex,
      spineCount: count,
      page: paginator.page + 1,
      pages: paginator.pages,
      atStart: sectionIndex === 0 && paginator.page === 0,
      atEnd: sectionIndex === count - 1 && paginator.page === paginator.pages - 1,
      excerpt: paginator.excerpt().slice(0, 200),
      direction: direction(),
    },
  });
}

/** The vertical font (vertical-font.ts): asked of the app once, when a chapter first writes vertically. */
let verticalFont: Promise<void> | null = null;
let verticalFontArrived: (() => void) | null = null;

function verticalFontReady(): Promise<void> {
  verticalFont ??= new Promise<void>((resolve) => {
    verticalFontArrived = resolve;
    post({ type: 'need-vertical-font' });
  });
  return verticalFont;
}

async function receiveVerticalFont(font: ArrayBuffer | null): Promise<void> {
  try {
    if (font) await registerVerticalFont(font);
  } catch (error) {
    console.warn('the vertical font did not load', error);
  } finally {
    verticalFontArrived?.();
    verticalFontArrived = null;
  }
}

/** How long a vertical chapter waits for its font before it shows in the reader's own fonts. */
const VERTICAL_FONT_WAIT_MS = 8_000;
/** Whether one chapter has waited its time for the font: the next ones do not wait again. */
let verticalFontWaited = false;

/**
 * Waits for the vertical font (on a slow line at most VERTICAL_FONT_WAIT_MS,
 * once): laid out in a font without vertical metrics, a column's glyphs
 * overlap and its page count is wrong. A font that comes later lays the page
 * out again.
 */
async function awaitVerticalFont(): Promise<void> {
  const ready = verticalFontReady();
  if (verticalFontWaited) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = await Promise.race([
    ready.then(() => false),
    new Promise<boolean>(
      (resolve) => (timer = setTimeout(() => resolve(true), VERTICAL_FONT_WAIT_MS)),
    ),
  ]);
  clearTimeout(timer);
  if (!late) return;
  verticalFontWaited = true;
  void ready.then(() => {
    paginator?.relayout();
    announce();
  });
}

async function showSection(
  index: number,
  place: number | 'end' | { anchor: string },
): Promise<void> {
  if (!paginator) return;
  const target = Math.min(Math.max(0, index), sections().length - 1);
  if (target !== sectionIndex || !chapters.has(target)) {
    const content = chapterContent(await markupOf(target), document);
    if (content.writingMode !== 'horizontal-tb') await awaitVerticalFont();
    chapters.clear();
    chapters.set(target, content);
    sectionIndex = target;
    paginator.show(content);
  }
  if (place === 'end') paginator.goToPage(paginator.pages - 1);
  else if (typeof place === 'number') paginator.goToFraction(place);
  else paginator.goToAnchor(place.anchor);
  announce();
}

/** How many documents a fresh open looks through for the first one with text. */
const FIRST_TEXT_SCAN_LIMIT = 50;

/** The first spine document (of the first `within`) holding more than headings; 0 when none does. */
async function firstTextSection(within: number): Promise<number> {
  const end = Math.min(within, sections().length, FIRST_TEXT_SCAN_LIMIT);
  for (let index = 0; index < end; index += 1)
    if (holdsText(chapterContent(await markupOf(index), document))) return index;
  return 0;
}

async function display(target: FrameTarget | null): Promise<void> {
  if (!target) return showSection(0, 0);
  if ('firstTextWithin' in target)
    return showSection(await firstTextSection(target.firstTextWithin), 0);
  if ('mark' in target) {
    const place = parseMark(target.mark);
    return showSection(place?.spineIndex ?? 0, place?.fraction ?? 0);
  }
  if ('href' in target) {
    const index = indexOfHref(target.href);
    const anchor = target.href.split('#')[1];
    return showSection(index < 0 ? 0 : index, anchor ? { anchor } : 0);
  }
  return showSection(target.spineIndex, target.fraction);
}

async function next(): Promise<void> {
  if (!paginator) return;
  if (paginator.page < paginator.pages - 1) {
    paginator.goToPage(paginator.page + 1);
    announce();
  } else if (sectionIndex < sections().length - 1) await showSection(sectionIndex + 1, 0);
  else announce();
}

async function prev(): Promise<void> {
  if (!paginator) return;
  if (paginator.page > 0) {
    paginator.goToPage(paginator.page - 1);
    announce();
  } else if (sectionIndex > 0) await showSection(sectionIndex - 1, 'end');
  else announce();
}

async function open(bytes: ArrayBuffer, settings: FrameSettings, start: FrameTarget | null) {
  book?.destroy();
  chapters.clear();
  markup.clear();
  // Resources go inline as data: URLs (blob: URLs of an opaque origin do not load).
  book = ePub(bytes, { replacements: 'base64' } as never);
  await book.opened;
  // epub.js puts a <base href> in each chapter it loads; the frame's CSP (base-uri 'none')
  // refuses it with a console error per chapter. Resources are inlined and the chapter's
  // links resolved by the frame itself, so the base has no use here.
  (
    book.spine as unknown as { hooks: { content: { deregister(hook: unknown): void } } }
  ).hooks.content.deregister(replaceBase);
  const declared = (book.packaging.metadata as { direction?: string | null }).direction;
  declaredDirection = declared === 'rtl' || declared === 'ltr' ? declared : null;
  // The contents follow the first page rather than delay it.
  void book.loaded.navigation.then((navigation) =>
    post({ type: 'opened', toc: tocOf(navigation.toc), spineCount: sections().length }),
  );
  const host = document.getElementById('book')!;
  if (!paginator) {
    paginator = new Paginator(host);
    paginator.onLinkClick((href) => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return; // external addresses do not open from a book
      const base = sections()[sectionIndex]?.href ?? '';
      const index = href.startsWith('#') ? sectionIndex : indexOfHref(href, base);
      const anchor = href.split('#')[1];
      if (index >= 0) void showSection(index, anchor ? { anchor } : 0);
    });
  }
  paginator.applySettings(settings);
  sectionIndex = -1;
  await display(start);
}

async function search(requestId: number, query: string): Promise<void> {
  const results: { mark: string; spineIndex: number; excerpt: string }[] = [];
  for (let index = 0; index < sections().length && results.length < 200; index += 1) {
    const text = chapterContent(await markupOf(index), document).text;
    for (
      let at = text.indexOf(query);
      at >= 0 && results.length < 200;
      at = text.indexOf(query, at + query.length)
    ) {
      results.push({
        mark: markOf(index, text.length > 0 ? at / text.length : 0),
        spineIndex: index,
        excerpt: `${at > 20 ? '…' : ''}${text.slice(Math.max(0, at - 20), at + query.length + 40)}`,
      });
    }
  }
  post({ type: 'search-results', requestId, results });
}

window.addEventListener('keydown', (event) => {
  const key = pageKey(event.key, direction());
  if (!key) return;
  event.preventDefault();
  post({ type: 'key', key });
});

// A swipe turns the page in the book's direction: leftwards to the next page
// of a left-to-right book, rightwards in a right-to-left one.
const SWIPE_DISTANCE = 50;
let swipeStart: { x: number; y: number } | null = null;
window.addEventListener(
  'touchstart',
  (event) => {
    const touch = event.touches[0];
    swipeStart =
      event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  },
  { passive: true },
);
window.addEventListener('touchend', (event) => {
  const touch = event.changedTouches[0];
  if (!swipeStart || !touch) return;
  const dx = touch.clientX - swipeStart.x;
  const dy = touch.clientY - swipeStart.y;
  swipeStart = null;
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
  const leftwards = dx < 0;
  post({ type: 'key', key: leftwards === (direction() === 'ltr') ? 'next' : 'prev' });
});
window.addEventListener('resize', () => {
  if (!paginator) return;
  paginator.relayout();
  announce();
});
window.addEventListener('message', (event) => {
  const message = readMessage(event, window.parent, APP_ORIGIN, AppToFrameSchema);
  if (!message) return;
  const run = async (): Promise<void> => {
    switch (message.type) {
      case 'open':
        return open(message.book, message.settings, message.start);
      case 'next':
        return next();
      case 'prev':
        return prev();
      case 'goto':
        return display(message.target);
      case 'settings':
        paginator?.applySettings(message.settings);
        return announce();
      case 'search':
        return search(message.requestId, message.query);
      case 'vertical-font':
        return receiveVerticalFont(message.font);
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    post({ type: 'error', message: '图书内容无法显示' });
  });
});
post({ type: 'ready' });
