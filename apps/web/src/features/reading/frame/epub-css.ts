import Resources from 'epubjs/src/resources';
import Path from 'epubjs/src/utils/path';
import { substitute } from 'epubjs/src/utils/replacements';
import { cssDataUrl } from './data-url';

// epub.js 0.3.93 rewrites each stylesheet of the book (its url()s pointing at
// the inlined resources) and hands it on as a data: URL made with btoa(),
// which throws on any character beyond Latin-1 — a stylesheet naming
// "宋体" is enough, and the chapter never showed (issue 13 item 2). The same
// step, with the text encoded as UTF-8. Imported from epub.js's sources: the
// module Vite resolves 'epubjs' to (its "module" entry) uses these classes.

interface ResourcesInternals {
  settings: {
    archive?: { getText(url: string): Promise<string> | undefined };
    resolver: (href: string) => string;
  };
  urls: string[];
  replacementUrls: string[];
}

function createCssFile(this: ResourcesInternals, href: string): Promise<string | undefined> {
  if (href.startsWith('/')) return Promise.resolve(undefined);
  const absolute = this.settings.resolver(href);
  const text = this.settings.archive?.getText(absolute);
  if (!text) return Promise.resolve(undefined);
  const relativeUrls = this.urls.map((asset) =>
    new Path(absolute).relative(this.settings.resolver(asset)),
  );
  return text.then(
    (css) => cssDataUrl(substitute(css, relativeUrls, this.replacementUrls)),
    () => undefined,
  );
}

let patched = false;

/** Makes epub.js write the book's stylesheets as UTF-8 data: URLs; once, before a book opens. */
export function encodeBookStylesAsUtf8(): void {
  if (patched) return;
  patched = true;
  (Resources.prototype as unknown as { createCssFile: typeof createCssFile }).createCssFile =
    createCssFile;
}
