import { isBookResource, sanitiseCss, writingModeOf, type WritingMode } from './book-css';
import { textOfDataUrl } from './data-url';
import { cssWithVerticalFallback } from './vertical-font';

// Turns a chapter (XHTML serialised by epub.js, resources inlined as data:
// URLs) into inert nodes for the frame's page: elements that run or embed
// code are dropped, as are event-handler attributes, javascript: links, SVG
// animations that would set them, and any resource address outside the book
// (an <img src="/v1/api/…"> would be a GET to the app's API). The frame's
// CSP (script-src 'self', img-src data: blob:, connect-src 'none') blocks
// these as well; this is the second lock on the same door.

const DROPPED_ELEMENTS =
  'script, iframe, frame, frameset, object, embed, applet, base, meta, form, noscript, link';
const URL_ATTRIBUTES = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'srcset',
  'poster',
  'data',
];
/** Attributes that load what they name (links, <a href>, only go where the frame lets them). */
const RESOURCE_ATTRIBUTES = ['src', 'srcset', 'poster', 'data', 'background', 'href', 'xlink:href'];
const LINK_ELEMENTS = new Set(['a', 'area']);
/** SVG animation elements: they can set any attribute, an href to javascript: among them. */
const ANIMATIONS = new Set(['set', 'animate', 'animatetransform', 'animatemotion', 'animatecolor']);
const ANIMATION_VALUES = ['to', 'from', 'by', 'values'];

export interface ChapterContent {
  styles: HTMLElement[];
  body: DocumentFragment;
  text: string;
  /** the writing mode the book gives the document (vertical-rl: 直排) */
  writingMode: WritingMode;
}

function parse(markup: string): Document {
  const xhtml = new DOMParser().parseFromString(markup, 'application/xhtml+xml');
  if (!xhtml.getElementsByTagName('parsererror').length) return xhtml;
  return new DOMParser().parseFromString(markup, 'text/html');
}

function isUnsafeUrl(value: string): boolean {
  // Browsers ignore whitespace and control characters inside a scheme name.
  const compact = Array.from(value)
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  return (
    compact.startsWith('javascript:') ||
    compact.startsWith('vbscript:') ||
    compact.startsWith('data:text/html')
  );
}

/** An SVG animation that would set a handler, an address, a style or a script URL. */
function isUnsafeAnimation(element: Element): boolean {
  const target = (element.getAttribute('attributeName') ?? '').toLowerCase().replace(/^\w+:/, '');
  if (target.startsWith('on') || ['href', 'src', 'style', 'srcdoc', 'data'].includes(target))
    return true;
  return ANIMATION_VALUES.some((name) =>
    (element.getAttribute(name) ?? '').split(';').some(isUnsafeUrl),
  );
}

/**
 * Removes what could run or fetch: code-bearing elements, on* attributes,
 * script URLs, foreign resources. Styles go through `restyle`, which makes
 * them inert (sanitiseCss) and may adapt them.
 */
export function sanitise(root: Element, restyle: (css: string) => string = sanitiseCss): void {
  for (const element of Array.from(root.querySelectorAll(DROPPED_ELEMENTS))) element.remove();
  for (const element of Array.from(root.querySelectorAll('*')))
    if (ANIMATIONS.has(element.localName.toLowerCase()) && isUnsafeAnimation(element))
      element.remove();
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    const isLink = LINK_ELEMENTS.has(element.localName.toLowerCase());
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc') element.removeAttribute(attribute.name);
      else if (URL_ATTRIBUTES.includes(name) && isUnsafeUrl(attribute.value))
        element.removeAttribute(attribute.name);
      else if (!isLink && RESOURCE_ATTRIBUTES.includes(name) && !isBookResource(attribute.value))
        element.removeAttribute(attribute.name);
      else if (name === 'style') element.setAttribute(attribute.name, restyle(attribute.value));
    }
    if (element.localName === 'style') element.textContent = restyle(element.textContent ?? '');
  }
}

/** The chapter's stylesheets and body, imported into `target` and made inert. */
export function chapterContent(markup: string, target: Document): ChapterContent {
  const source = parse(markup);
  // Stylesheets (epub.js made them data: URLs) go in as text, read as UTF-8 and made unable to fetch.
  const sheets: string[] = [];
  for (const node of Array.from(source.querySelectorAll('link[rel~="stylesheet"], style'))) {
    if (node.localName === 'link') {
      const href = node.getAttribute('href') ?? '';
      const css = href.startsWith('data:text/css') ? textOfDataUrl(href) : null;
      if (css !== null) sheets.push(css);
    } else sheets.push(node.textContent ?? '');
  }
  const writingMode = writingModeOf(sheets, source);
  // Vertical text falls back to the app's vertical font before a generic family (vertical-font.ts).
  const restyle =
    writingMode === 'horizontal-tb'
      ? sanitiseCss
      : (css: string) => cssWithVerticalFallback(sanitiseCss(css));
  const styles = sheets.map((css) => {
    const style = target.createElement('style');
    style.textContent = restyle(css);
    return style;
  });
  const body = source.querySelector('body') ?? source.documentElement;
  sanitise(body, restyle);
  const fragment = target.createDocumentFragment();
  for (const child of Array.from(body.childNodes)) fragment.append(target.importNode(child, true));
  return {
    styles,
    body: fragment,
    text: (body.textContent ?? '').replace(/\s+/g, ' ').trim(),
    writingMode,
  };
}

/**
 * Whether a chapter holds reading matter: text outside its headings. A
 * document of only a title or an author heading (an anthology's group page)
 * does not; neither does an image-only cover.
 */
export function holdsText(content: Pick<ChapterContent, 'body'>): boolean {
  const copy = content.body.cloneNode(true) as DocumentFragment;
  for (const heading of Array.from(copy.querySelectorAll('h1, h2, h3, h4, h5, h6, header')))
    heading.remove();
  return (copy.textContent ?? '').replace(/\s+/g, '') !== '';
}
