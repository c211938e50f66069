// Turns a chapter (XHTML serialised by epub.js, resources inlined as data:
// URLs) into inert nodes for the frame's page: elements that run or embed
// code are dropped, as are event-handler attributes and javascript: links.
// The frame's CSP (script-src 'self') blocks inline script as well; this is
// the second lock on the same door.

const DROPPED_ELEMENTS =
  'script, iframe, frame, frameset, object, embed, applet, base, meta, form, noscript';
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

export interface ChapterContent {
  styles: HTMLElement[];
  body: DocumentFragment;
  text: string;
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

/** Removes what could run: code-bearing elements, on* attributes, script URLs. */
export function sanitise(root: Element): void {
  for (const element of Array.from(root.querySelectorAll(DROPPED_ELEMENTS))) element.remove();
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc') element.removeAttribute(attribute.name);
      else if (URL_ATTRIBUTES.includes(name) && isUnsafeUrl(attribute.value))
        element.removeAttribute(attribute.name);
    }
  }
}

/** The chapter's stylesheets and body, imported into `target` and made inert. */
export function chapterContent(markup: string, target: Document): ChapterContent {
  const source = parse(markup);
  const styles: HTMLElement[] = [];
  for (const node of Array.from(source.querySelectorAll('link[rel~="stylesheet"], style'))) {
    if (node.localName === 'link') {
      const href = node.getAttribute('href') ?? '';
      if (!href.startsWith('data:text/css')) continue;
      const link = target.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      styles.push(link);
    } else {
      const style = target.createElement('style');
      style.textContent = (node.textContent ?? '').replace(/@import[^;]+;/g, '');
      styles.push(style);
    }
  }
  const body = source.querySelector('body') ?? source.documentElement;
  sanitise(body);
  const fragment = target.createDocumentFragment();
  for (const child of Array.from(body.childNodes)) fragment.append(target.importNode(child, true));
  return { styles, body: fragment, text: (body.textContent ?? '').replace(/\s+/g, ' ').trim() };
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
