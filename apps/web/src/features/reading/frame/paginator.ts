import type { FrameSettings } from './protocol';
import { THEME_COLOURS } from './frame-themes';
import type { ChapterContent } from './book-content';
import type { WritingMode } from './book-css';
import { VERTICAL_FONT_FAMILY } from './vertical-font';

const COLUMN_GAP = 48;

const BASE_STYLE = `
:host { all: initial; display: block; position: absolute; inset: 0; overflow: hidden; }
.flow { height: 100%; column-fill: auto; column-gap: ${COLUMN_GAP}px; transition: none;
  font-family: 'Noto Serif CJK SC', 'Songti SC', 'SimSun', serif; line-height: 1.8;
  overflow-wrap: break-word; }
.flow.vertical { font-family: 'Noto Serif CJK SC', 'Songti SC', 'SimSun', '${VERTICAL_FONT_FAMILY}', serif; }
.flow img, .flow svg, .flow video { max-width: 100%; max-height: 95vh; object-fit: contain; }
.flow a { color: var(--moyue-link); }
.flow p { margin: 0 0 0.6em; }
`;

/**
 * Lays one chapter out in CSS columns, one column per page, inside a shadow
 * root (the book's styles stay inside it) and moves between those pages.
 * Vertical writing (直排, vertical-rl) keeps the book's mode on the flow: its
 * columns then stack along the inline axis, top to bottom, each one page of
 * lines read right to left, so the pages are moved through vertically while
 * the reader sees each page whole; the turn direction is the frame's.
 */
export class Paginator {
  private readonly root: ShadowRoot;
  private readonly flow: HTMLDivElement;
  private readonly chapterStyles: HTMLDivElement;
  page = 0;
  pages = 1;
  text = '';
  writingMode: WritingMode = 'horizontal-tb';

  constructor(private readonly host: HTMLElement) {
    this.root = host.attachShadow({ mode: 'open' });
    const base = document.createElement('style');
    base.textContent = BASE_STYLE;
    this.chapterStyles = document.createElement('div');
    this.flow = document.createElement('div');
    this.flow.className = 'flow';
    this.root.append(base, this.chapterStyles, this.flow);
  }

  applySettings(settings: FrameSettings): void {
    const colours = THEME_COLOURS[settings.theme];
    this.host.style.color = colours.color;
    this.host.style.setProperty('--moyue-link', colours.link);
    document.body.style.background = colours.background;
    this.flow.style.fontSize = `${settings.fontSize}px`;
    this.relayout();
  }

  show(content: ChapterContent): void {
    this.chapterStyles.replaceChildren(...content.styles);
    this.flow.replaceChildren(content.body);
    this.text = content.text;
    this.writingMode = content.writingMode;
    this.flow.style.writingMode = content.writingMode;
    this.flow.classList.toggle('vertical', this.vertical);
    this.page = 0;
    this.relayout();
  }

  /** Recomputes the pages after a size or font change, keeping the place. */
  relayout(): void {
    const fraction = this.pages > 1 ? this.page / (this.pages - 1) : 0;
    const width = this.host.clientWidth;
    const height = this.host.clientHeight;
    this.flow.style.transform = 'none';
    if (this.vertical) {
      // Columns run along the inline axis (down the screen): each as tall as the page.
      this.flow.style.columnWidth = `${height}px`;
      this.flow.style.width = `${width}px`;
      this.flow.style.height = `${height}px`;
    } else {
      this.flow.style.columnWidth = `${width}px`;
      this.flow.style.width = `${width}px`;
      this.flow.style.height = '';
    }
    const span = this.pageSpan;
    const extent = this.vertical ? this.flow.scrollHeight : this.flow.scrollWidth;
    this.pages = Math.max(1, Math.ceil((extent + COLUMN_GAP - 1) / span));
    this.goToPage(Math.round(fraction * (this.pages - 1)));
  }

  private get vertical(): boolean {
    return this.writingMode !== 'horizontal-tb';
  }

  /** The distance from one page's column to the next. */
  private get pageSpan(): number {
    return (this.vertical ? this.host.clientHeight : this.host.clientWidth) + COLUMN_GAP;
  }

  goToPage(page: number): void {
    this.page = Math.min(Math.max(0, page), this.pages - 1);
    const offset = this.page * this.pageSpan;
    this.flow.style.transform = this.vertical
      ? `translateY(-${offset}px)`
      : `translateX(-${offset}px)`;
  }

  goToFraction(fraction: number): void {
    this.goToPage(Math.round(Math.min(1, Math.max(0, fraction)) * (this.pages - 1)));
  }

  /** The page holding the element with this id (a link's #fragment). */
  goToAnchor(id: string): void {
    const target = this.root.getElementById(id);
    if (!target) return;
    const box = target.getBoundingClientRect();
    const flow = this.flow.getBoundingClientRect();
    const offset = this.vertical ? box.top - flow.top : box.left - flow.left;
    this.goToPage(Math.floor(offset / this.pageSpan));
  }

  get fraction(): number {
    return this.pages > 1 ? this.page / (this.pages - 1) : 0;
  }

  /** A little of the text on the page shown (approximate: by position in the chapter). */
  excerpt(): string {
    const start = Math.floor((this.text.length * this.page) / this.pages);
    return this.text.slice(start, start + 60);
  }

  onLinkClick(handler: (href: string) => void): void {
    this.root.addEventListener('click', (event) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor) return;
      event.preventDefault();
      const href = anchor.getAttribute('href');
      if (href) handler(href);
    });
  }
}
