// The book's styles as the frame uses them: made unable to fetch anything
// (only data: and blob: resources, which epub.js inlined), and read for the
// writing mode the book declares for its pages (issue 13 items 3, 8).

/** Whether a resource address stays inside the book: inlined data or an in-document fragment. */
export const isBookResource = (url: string): boolean =>
  /^\s*(data:|blob:|#)/i.test(url) || url.trim() === '';

/**
 * Drops @import rules and every url() that is not an inlined resource: a
 * book's stylesheet cannot make the frame fetch an address (the app's API).
 */
export function sanitiseCss(css: string): string {
  return css
    .replace(/@import\b[^;]*(;|$)/gi, '')
    .replace(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi, (whole, _quote: string, target: string) =>
      isBookResource(target) ? whole : 'url("data:,")',
    );
}

export type WritingMode = 'horizontal-tb' | 'vertical-rl' | 'vertical-lr';

const WRITING_MODE =
  /(?:^|[;{\s])(?:-epub-|-webkit-)?writing-mode\s*:\s*(vertical-rl|vertical-lr|horizontal-tb|tb-rl|tb)\b/gi;

function modeOf(declarations: string): WritingMode | null {
  let mode: WritingMode | null = null;
  for (const match of declarations.matchAll(WRITING_MODE)) {
    const value = (match[1] ?? '').toLowerCase();
    mode = value === 'tb-rl' || value === 'tb' ? 'vertical-rl' : (value as WritingMode);
  }
  return mode;
}

function matchesAny(selectors: string, elements: Element[]): boolean {
  return selectors.split(',').some((selector) => {
    const trimmed = selector.trim();
    if (trimmed === ':root') return true;
    try {
      return elements.some((element) => element.matches(trimmed));
    } catch {
      return false;
    }
  });
}

/**
 * The writing mode of a chapter's pages: the last one its styles or the
 * style attributes of its <html> and <body> give those two elements (the
 * frame lays the pages out itself, so a rule on html or body, or on a class
 * they carry, is the book's choice for the whole document).
 */
export function writingModeOf(styleSheets: string[], source: Document): WritingMode {
  const roots: Element[] = [source.documentElement];
  const body = source.querySelector('body');
  if (body) roots.push(body);
  let mode: WritingMode = 'horizontal-tb';
  const withoutComments = styleSheets.map((css) => css.replace(/\/\*[\s\S]*?\*\//g, ''));
  for (const css of withoutComments) {
    for (const rule of css.matchAll(/([^{}@;]+)\{([^{}]*)\}/g)) {
      const found = modeOf(rule[2] ?? '');
      if (found && matchesAny(rule[1] ?? '', roots)) mode = found;
    }
  }
  for (const root of roots) {
    const found = modeOf(`;${root.getAttribute('style') ?? ''}`);
    if (found) mode = found;
  }
  return mode;
}
