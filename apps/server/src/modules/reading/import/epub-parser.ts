// EPUB 2/3 → ParsedBook: metadata, cover, nested TOC (nav or NCX) with spine indexes, text paged by ~500 characters.
import type { Element } from '@xmldom/xmldom';
import { BookFormatError } from './book-format-error.ts';
import {
  elements,
  isTextDocument,
  parseXml,
  readEpubPackage,
  resolveHref,
  textOf,
  type EpubPackage,
  type ManifestItem,
} from './epub-package.ts';
import {
  dropUnresolvedEntities,
  htmlToText,
  isbnOf,
  isLabelledIsbn,
  normaliseDate,
  PassageCollector,
  type ParsedBook,
  type ParsedMetadata,
  type ParsedTocNode,
} from './parsed-book.ts';

const COVER_TYPES = new Set(['image/jpeg', 'image/png', 'image/svg+xml', 'image/webp']);

interface TocEntry {
  title: string;
  /** 1-based spine document, null when the entry points outside the spine */
  spineIndex: number | null;
  children: TocEntry[];
}

/** Text of metadata or a TOC label: whitespace collapsed, unresolved entity references ('&xxe;') dropped. */
function cleanLabel(text: string | null | undefined): string {
  return dropUnresolvedEntities(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The book's ISBN: an identifier marked as one (opf:scheme="ISBN", urn:isbn:,
 * 'ISBN …', an id naming it, an EPUB 3 identifier-type refinement of ONIX 02/15)
 * that holds a valid ISBN, else an unmarked identifier that is a whole valid
 * ISBN-13 or ISBN-10 (publishers often write the bare number). Check digits are checked.
 */
function isbnOfPackage(pkg: EpubPackage): string {
  const onixIsbn = new Set(
    elements(pkg.opf, 'meta')
      .filter(
        (meta) =>
          meta.getAttribute('property') === 'identifier-type' &&
          /^(02|15|isbn)$/i.test(meta.textContent?.trim() ?? ''),
      )
      .map((meta) => (meta.getAttribute('refines') ?? '').replace(/^#/, '')),
  );
  const identifiers = elements(pkg.opf, 'identifier').map((element) => {
    const value = element.textContent?.trim() ?? '';
    const scheme = element.getAttribute('opf:scheme') ?? element.getAttribute('scheme') ?? '';
    const id = element.getAttribute('id') ?? '';
    const marked =
      /isbn/i.test(scheme) || /isbn/i.test(id) || onixIsbn.has(id) || isLabelledIsbn(value);
    return { isbn: isbnOf(value), marked };
  });
  return (
    identifiers.find((identifier) => identifier.marked && identifier.isbn)?.isbn ??
    identifiers.find((identifier) => identifier.isbn)?.isbn ??
    ''
  );
}

function metadataOf(pkg: EpubPackage): ParsedMetadata {
  const all = (name: string) =>
    elements(pkg.opf, name)
      .map((element) => cleanLabel(element.textContent))
      .filter((text) => text !== '');
  const first = (name: string) => all(name)[0] ?? '';
  return {
    title: first('title'),
    author: all('creator').join('、'),
    publisher: first('publisher'),
    issueDate: normaliseDate(first('date')),
    isbn: isbnOfPackage(pkg),
    language: first('language'),
    abstracts: htmlToText(first('description')),
    keywords: all('subject'),
  };
}

async function coverOf(pkg: EpubPackage): Promise<ParsedBook['cover']> {
  const coverId = elements(pkg.opf, 'meta')
    .find((meta) => meta.getAttribute('name') === 'cover')
    ?.getAttribute('content');
  const images = pkg.manifest.filter((item) => COVER_TYPES.has(item.mediaType));
  const item =
    images.find((candidate) => candidate.properties.includes('cover-image')) ??
    images.find((candidate) => candidate.id === coverId) ??
    images.find((candidate) => /cover/i.test(candidate.id) || /cover/i.test(candidate.path));
  const bytes = item ? await pkg.read(item.path) : undefined;
  return item && bytes ? { bytes: Buffer.from(bytes), mimeType: item.mediaType } : null;
}

function directChildren(parent: Element, localName: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (node): node is Element => node.nodeType === 1 && (node as Element).localName === localName,
  );
}

function navEntries(
  pkg: EpubPackage,
  spineIndexOf: (path: string | null) => number | null,
): TocEntry[] | null {
  if (!pkg.nav) return null;
  const doc = parseXml(textOf(pkg.files[pkg.nav.path]), pkg.nav.path);
  const navs = elements(doc, 'nav');
  const toc =
    navs.find((nav) =>
      /\btoc\b/.test(nav.getAttribute('epub:type') ?? nav.getAttribute('type') ?? ''),
    ) ?? navs[0];
  const list = toc ? directChildren(toc, 'ol')[0] : undefined;
  if (!list) return null;
  const walk = (ol: Element): TocEntry[] =>
    directChildren(ol, 'li').map((li) => {
      const anchor = directChildren(li, 'a')[0] ?? directChildren(li, 'span')[0];
      const nested = directChildren(li, 'ol')[0];
      return {
        title: cleanLabel(anchor?.textContent),
        spineIndex: spineIndexOf(
          resolveHref(pkg.nav?.path ?? '', anchor?.getAttribute('href') ?? ''),
        ),
        children: nested ? walk(nested) : [],
      };
    });
  return walk(list);
}

function ncxEntries(
  pkg: EpubPackage,
  spineIndexOf: (path: string | null) => number | null,
): TocEntry[] | null {
  if (!pkg.ncx) return null;
  const doc = parseXml(textOf(pkg.files[pkg.ncx.path]), pkg.ncx.path);
  const navMap = elements(doc, 'navMap')[0];
  if (!navMap) return null;
  const walk = (parent: Element): TocEntry[] =>
    directChildren(parent, 'navPoint').map((point) => {
      const label = directChildren(point, 'navLabel')[0];
      const content = directChildren(point, 'content')[0];
      return {
        title: cleanLabel(label?.textContent),
        spineIndex: spineIndexOf(
          resolveHref(pkg.ncx?.path ?? '', content?.getAttribute('src') ?? ''),
        ),
        children: walk(point),
      };
    });
  return walk(navMap);
}

function documentTitle(html: string, text: string, index: number): string {
  const heading = /<h[1-3]\b[^>]*>([\s\S]*?)<\/h[1-3]>/i.exec(html)?.[1];
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  for (const candidate of [heading, title]) {
    const clean = candidate ? htmlToText(candidate).replace(/\n/g, ' ').trim() : '';
    if (clean) return clean.slice(0, 80);
  }
  return text.split('\n')[0]?.slice(0, 30) || `第${index}部分`;
}

/** A spine item that shows a picture: an image or SVG in the spine, or an (X)HTML page of only images. */
function isPicture(item: ManifestItem, html: string, text: string): boolean {
  if (!isTextDocument(item))
    return /^image\//i.test(item.mediaType) || /\.(svg|png|jpe?g|gif|webp)$/i.test(item.path);
  return text === '' && /<(?:[\w-]+:)?(?:img|image|svg)\b/i.test(html);
}

/**
 * Parses an EPUB 2 or 3 (async: the zip is inflated in zlib streams, capped and
 * CRC-checked); throws BookFormatError when it cannot be read or holds neither text nor pictures.
 */
export async function parseEpub(bytes: Buffer): Promise<ParsedBook> {
  const pkg = await readEpubPackage(bytes, { verifyAll: true });
  const indexOfPath = new Map<string, number>();
  pkg.spine.forEach((item, i) => {
    if (!indexOfPath.has(item.path)) indexOfPath.set(item.path, i + 1);
  });
  const spineIndexOf = (path: string | null) =>
    path === null ? null : (indexOfPath.get(path) ?? null);
  // Only (X)HTML documents are text: an image in the spine is a page of its own (issue 13).
  const htmlOf = pkg.spine.map((item) =>
    isTextDocument(item) ? textOf(pkg.files[item.path]) : '',
  );
  const textOfDoc = htmlOf.map(htmlToText);
  const pictureOf = pkg.spine.map((item, i) =>
    isPicture(item, htmlOf[i] ?? '', textOfDoc[i] ?? ''),
  );
  const hasText = textOfDoc.some((text) => text !== '');
  if (!hasText && !pictureOf.some(Boolean))
    throw new BookFormatError('the EPUB holds no text and no pictures');

  let entries = navEntries(pkg, spineIndexOf);
  if (!entries?.length) entries = ncxEntries(pkg, spineIndexOf);

  // Flatten to reading order. A document no entry opens but that holds text gets
  // its own node, so that every passage belongs to a node of its own document
  // (trial locking goes by node) and every node has a spine index. In a book of
  // pictures only (a comic, a photo book) every picture page no entry opens gets one.
  const toc: ParsedTocNode[] = [];
  const targeted = new Set<number>();
  const addEntries = (list: TocEntry[], parentKey: number | null) => {
    for (const entry of list) {
      let key = parentKey;
      if (entry.spineIndex !== null && entry.title !== '') {
        key = toc.length + 1;
        toc.push({
          key,
          parentKey,
          title: entry.title,
          page: 0,
          order: key,
          spineIndex: entry.spineIndex,
        });
        targeted.add(entry.spineIndex);
      }
      addEntries(entry.children, key);
    }
  };
  addEntries(entries ?? [], null);
  const firstNodeOf = new Map<number, ParsedTocNode>();
  for (const node of toc)
    if (node.spineIndex !== null && !firstNodeOf.has(node.spineIndex))
      firstNodeOf.set(node.spineIndex, node);

  // Place untargeted documents after the node of the preceding document, at its level.
  let pictureNumber = 0;
  for (let index = 1; index <= pkg.spine.length; index += 1) {
    if (pictureOf[index - 1]) pictureNumber += 1;
    const ownNode = textOfDoc[index - 1] !== '' || (!hasText && pictureOf[index - 1]);
    if (targeted.has(index) || !ownNode) continue;
    const previous = [...toc].reverse().find((node) => (node.spineIndex ?? 0) < index);
    const node: ParsedTocNode = {
      key: toc.length + 1,
      parentKey: previous?.parentKey ?? null,
      title: hasText
        ? documentTitle(htmlOf[index - 1] ?? '', textOfDoc[index - 1] ?? '', index)
        : `第 ${pictureNumber} 页`,
      page: 0,
      order: 0,
      spineIndex: index,
    };
    const at = previous ? toc.lastIndexOf(lastInSubtree(toc, previous)) + 1 : 0;
    toc.splice(at, 0, node);
    firstNodeOf.set(index, node);
    targeted.add(index);
  }

  // Text in spine order, each document under the first node that opens it; pages follow
  // the text, and each picture is a page of its own.
  const collector = new PassageCollector();
  for (let index = 1; index <= pkg.spine.length; index += 1) {
    const node = firstNodeOf.get(index);
    const text = textOfDoc[index - 1] ?? '';
    if (pictureOf[index - 1]) {
      const page = collector.addPicturePage();
      for (const other of toc)
        if (other.spineIndex === index && other.page === 0) other.page = page;
      continue;
    }
    if (!node) continue;
    for (const other of toc)
      if (other.spineIndex === index && other.page === 0) other.page = collector.currentPage;
    if (text !== '') collector.addFlowing(node.key, text);
  }
  toc.forEach((node, i) => {
    node.order = i + 1;
    if (node.page === 0) node.page = collector.currentPage;
  });

  const metadata = metadataOf(pkg);
  if (!metadata.abstracts) metadata.abstracts = textOfDoc.join('\n').slice(0, 200);
  return {
    mediaType: 'epub',
    unitCount: pkg.spine.length,
    pageCount: collector.pageCount,
    metadata,
    cover: await coverOf(pkg),
    toc,
    passages: collector.passages,
  };
}

function lastInSubtree(toc: ParsedTocNode[], root: ParsedTocNode): ParsedTocNode {
  let last = root;
  const inside = new Set([root.key]);
  for (const node of toc.slice(toc.indexOf(root) + 1)) {
    if (node.parentKey === null || !inside.has(node.parentKey)) break;
    inside.add(node.key);
    last = node;
  }
  return last;
}
