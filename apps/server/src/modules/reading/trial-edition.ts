// Trial editions (reading design 'Storage'): what a reader without rights receives —
// nothing beyond the allowed units is inside the file.
import { XMLSerializer, type Element } from '@xmldom/xmldom';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { PDFDocument, PDFName } from 'pdf-lib';
import {
  elements,
  parseXml,
  readEpubPackage,
  resolveHref,
  textOf,
  type EpubPackage,
  type ManifestItem,
} from './import/epub-package.ts';
import type { BookMediaType } from './book-file.store.ts';

export const TRIAL_END_TITLE = '试读结束';
const TRIAL_END_TEXT =
  '试读部分到此结束。阅读全文需要获得授权：登录后订购本书，或通过已认证的机构阅读；也可以向图书馆荐购本书。';
const TRIAL_END_ID = 'moyue-trial-end';
const FIXED_MTIME = new Date('2026-01-01T00:00:00Z');

/** The book cut to units 1..allowedUnits: EPUB spine documents (plus a '试读结束' page), PDF pages. */
export async function buildTrialEdition(
  mediaType: BookMediaType,
  plaintext: Buffer,
  allowedUnits: number,
): Promise<Buffer> {
  if (!Number.isInteger(allowedUnits) || allowedUnits < 1)
    throw new Error('a trial needs at least one unit');
  return mediaType === 'pdf'
    ? trialPdf(plaintext, allowedUnits)
    : await trialEpub(plaintext, allowedUnits);
}

async function trialPdf(plaintext: Buffer, allowedUnits: number): Promise<Buffer> {
  const source = await PDFDocument.load(plaintext, { updateMetadata: false });
  const count = Math.min(allowedUnits, source.getPageCount());
  const indices = Array.from({ length: count }, (_, i) => i);
  for (const index of indices) {
    // Links and article beads point at other pages: copying them would carry later pages along.
    source.getPage(index).node.delete(PDFName.of('Annots'));
    source.getPage(index).node.delete(PDFName.of('B'));
  }
  const trial = await PDFDocument.create({ updateMetadata: false });
  for (const page of await trial.copyPages(source, indices)) trial.addPage(page);
  const title = source.getTitle();
  if (title) trial.setTitle(title);
  const author = source.getAuthor();
  if (author) trial.setAuthor(author);
  return Buffer.from(await trial.save());
}

const serialize = (node: Parameters<XMLSerializer['serializeToString']>[0]) =>
  new XMLSerializer().serializeToString(node);

/** Files a document or stylesheet refers to (src, href, xlink:href, poster, srcset, CSS url() and @import). */
function referencesOf(filePath: string, text: string): string[] {
  const found: string[] = [];
  const add = (href: string) => {
    const target = resolveHref(filePath, href.trim().replace(/&amp;/g, '&'));
    if (target && target !== filePath) found.push(target);
  };
  for (const match of text.matchAll(/\b(?:src|href|xlink:href|poster|data)\s*=\s*(["'])(.*?)\1/gis))
    add(match[2] ?? '');
  for (const match of text.matchAll(/\bsrcset\s*=\s*(["'])(.*?)\1/gis))
    for (const candidate of (match[2] ?? '').split(','))
      add(candidate.trim().split(/\s+/)[0] ?? '');
  for (const match of text.matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/gis)) add(match[2] ?? '');
  for (const match of text.matchAll(/@import\s+(["'])(.*?)\1/gis)) add(match[2] ?? '');
  return found;
}

/** Every file reachable from the kept documents (stylesheets, images, fonts, and what those refer to). */
async function reachableFrom(
  pkg: EpubPackage,
  roots: string[],
  removed: Set<string>,
): Promise<Set<string>> {
  const reached = new Set<string>(roots);
  const queue = [...roots];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    // A link into a removed document keeps neither it nor what only it uses.
    if (removed.has(next)) continue;
    const item = pkg.manifest.find((candidate) => candidate.path === next);
    const textual =
      /(xml|html|css|svg)/.test(item?.mediaType ?? '') || /\.(x?html?|css|svg)$/i.test(next);
    if (!textual) continue;
    for (const target of referencesOf(next, textOf(await pkg.read(next)))) {
      if (!reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  return reached;
}

/**
 * Removes table-of-contents entries (nav <li>, NCX navPoint/pageTarget/navTarget)
 * whose target is not kept; an entry whose own target is gone but that still
 * has kept entries inside points to the first of them instead.
 */
function pruneEntries(
  entries: Element[],
  targetOf: (entry: Element) => { element: Element; attribute: string } | null,
  docPath: string,
  kept: Set<string>,
): void {
  // Deepest first, so that a parent sees its children already pruned.
  for (const entry of [...entries].reverse()) {
    const target = targetOf(entry);
    const resolved = target
      ? resolveHref(docPath, target.element.getAttribute(target.attribute) ?? '')
      : null;
    if (resolved !== null && kept.has(resolved)) continue;
    const survivor = entries.find(
      (other) =>
        other !== entry && isInside(other, entry) && other.parentNode !== null && isAttached(other),
    );
    const survivorTarget = survivor ? targetOf(survivor) : null;
    if (target && survivorTarget) {
      target.element.setAttribute(
        target.attribute,
        survivorTarget.element.getAttribute(survivorTarget.attribute) ?? '',
      );
      continue;
    }
    entry.parentNode?.removeChild(entry);
  }
}

function isInside(node: Element, ancestor: Element): boolean {
  for (let parent = node.parentNode; parent; parent = parent.parentNode)
    if (parent === ancestor) return true;
  return false;
}

function isAttached(node: Element): boolean {
  let top: Element['parentNode'] = node;
  while (top?.parentNode) top = top.parentNode;
  return top?.nodeType === 9;
}

function prunedNcx(pkg: EpubPackage, ncx: ManifestItem, kept: Set<string>): string {
  const doc = parseXml(textOf(pkg.files[ncx.path]), ncx.path);
  for (const name of ['navPoint', 'pageTarget', 'navTarget']) {
    pruneEntries(
      elements(doc, name),
      (entry) => {
        const content = Array.from(entry.childNodes).find(
          (child): child is Element =>
            child.nodeType === 1 && (child as Element).localName === 'content',
        );
        return content ? { element: content, attribute: 'src' } : null;
      },
      ncx.path,
      kept,
    );
  }
  return serialize(doc);
}

function prunedNav(pkg: EpubPackage, nav: ManifestItem, kept: Set<string>): string {
  const doc = parseXml(textOf(pkg.files[nav.path]), nav.path);
  pruneEntries(
    elements(doc, 'li'),
    (entry) => {
      const anchor = Array.from(entry.childNodes).find(
        (child): child is Element => child.nodeType === 1 && (child as Element).localName === 'a',
      );
      return anchor ? { element: anchor, attribute: 'href' } : null;
    },
    nav.path,
    kept,
  );
  return serialize(doc);
}

function trialEndXhtml(language: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="${language}" lang="${language}">
<head><meta charset="utf-8"/><title>${TRIAL_END_TITLE}</title></head>
<body><section style="text-align:center;margin-top:30%"><h1>${TRIAL_END_TITLE}</h1><p>${TRIAL_END_TEXT}</p></section></body>
</html>
`;
}

async function trialEpub(plaintext: Buffer, allowedUnits: number): Promise<Buffer> {
  // Entries are inflated one at a time in zlib streams (capped, CRC-checked), off the event loop.
  const pkg = await readEpubPackage(plaintext);
  if (allowedUnits >= pkg.spine.length) return plaintext;
  const keptDocs = pkg.spine.slice(0, allowedUnits);
  const removedDocs = new Set(pkg.spine.slice(allowedUnits).map((item) => item.path));
  for (const item of keptDocs) removedDocs.delete(item.path);
  const opfDir = pkg.opfPath.includes('/') ? pkg.opfPath.replace(/\/[^/]*$/, '/') : '';
  const endPath = `${opfDir}${TRIAL_END_ID}.xhtml`;

  const roots = keptDocs.map((item) => item.path);
  const covers = pkg.manifest.filter(
    (item) =>
      item.properties.includes('cover-image') ||
      elements(pkg.opf, 'meta').some(
        (meta) => meta.getAttribute('name') === 'cover' && meta.getAttribute('content') === item.id,
      ),
  );
  const reached = await reachableFrom(
    pkg,
    [...roots, ...covers.map((item) => item.path)],
    removedDocs,
  );
  for (const removed of removedDocs) reached.delete(removed);
  const keep = new Set<string>([...reached, endPath]);
  const special = [pkg.nav, pkg.ncx].filter((item): item is ManifestItem => item !== null);
  for (const item of special) keep.add(item.path);

  const language = elements(pkg.opf, 'language')[0]?.textContent?.trim() || 'zh-CN';
  const out: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
  };
  for (const name of ['META-INF/container.xml', 'META-INF/encryption.xml']) {
    const bytes = await pkg.read(name);
    if (bytes) out[name] = bytes;
  }
  // The package document: dropped items and itemrefs removed, the end page appended.
  for (const item of pkg.manifest) {
    if (!keep.has(item.path)) item.element.parentNode?.removeChild(item.element);
  }
  const keptIds = new Set(keptDocs.map((item) => item.id));
  for (const itemref of pkg.spineElements) {
    if (!keptIds.has(itemref.getAttribute('idref') ?? '')) itemref.parentNode?.removeChild(itemref);
  }
  for (const reference of elements(pkg.opf, 'reference')) {
    const target = resolveHref(pkg.opfPath, reference.getAttribute('href') ?? '');
    if (!target || !keep.has(target)) reference.parentNode?.removeChild(reference);
  }
  const manifestElement = elements(pkg.opf, 'manifest')[0];
  const spineElement = elements(pkg.opf, 'spine')[0];
  const ns = pkg.opf.documentElement?.namespaceURI ?? null;
  const endItem = pkg.opf.createElementNS(ns, 'item');
  endItem.setAttribute('id', TRIAL_END_ID);
  endItem.setAttribute('href', `${TRIAL_END_ID}.xhtml`);
  endItem.setAttribute('media-type', 'application/xhtml+xml');
  manifestElement?.appendChild(endItem);
  const endRef = pkg.opf.createElementNS(ns, 'itemref');
  endRef.setAttribute('idref', TRIAL_END_ID);
  spineElement?.appendChild(endRef);
  out[pkg.opfPath] = strToU8(serialize(pkg.opf));

  const keptWithEnd = new Set([...keep].filter((file) => !removedDocs.has(file)));
  for (const item of pkg.manifest) {
    if (!keep.has(item.path) || out[item.path]) continue;
    if (item === pkg.ncx) out[item.path] = strToU8(prunedNcx(pkg, item, keptWithEnd));
    else if (item === pkg.nav) out[item.path] = strToU8(prunedNav(pkg, item, keptWithEnd));
    else {
      const bytes = await pkg.read(item.path);
      if (bytes) out[item.path] = bytes;
    }
  }
  out[endPath] = strToU8(trialEndXhtml(language));
  return Buffer.from(zipSync(out, { level: 6, mtime: FIXED_MTIME }));
}
