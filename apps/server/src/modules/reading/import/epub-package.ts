// Reads the package of an EPUB 2/3 (OCF zip → container.xml → OPF): used by the importer and the trial edition.
import path from 'node:path/posix';
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { strFromU8 } from 'fflate';
import { BookFormatError } from './book-format-error.ts';
import { MAX_HELD_ENTRY_BYTES, ZipArchive } from './zip-archive.ts';

export interface ManifestItem {
  id: string;
  /** path inside the zip */
  path: string;
  mediaType: string;
  properties: string[];
  element: Element;
}

export interface EpubPackage {
  /** the entries read so far: container, package, nav, NCX and the spine's (X)HTML documents */
  files: Record<string, Uint8Array>;
  /** whether the zip holds an entry */
  has(path: string): boolean;
  /** an entry's bytes (inflated with caps and CRC checked; kept in files once read) */
  read(path: string): Promise<Uint8Array | undefined>;
  opfPath: string;
  opf: Document;
  /** '2.0', '3.0' … */
  version: string;
  manifest: ManifestItem[];
  /** spine items in reading order (1-based unit n = spine[n-1]); only (X)HTML ones are text */
  spine: ManifestItem[];
  spineElements: Element[];
  ncx: ManifestItem | null;
  nav: ManifestItem | null;
}

const TEXT_TYPES = new Set(['application/xhtml+xml', 'text/html']);

/** Whether a spine item is a text document; images (and SVG) in the spine are pages of their own. */
export function isTextDocument(item: ManifestItem): boolean {
  if (item.mediaType) return TEXT_TYPES.has(item.mediaType.toLowerCase());
  return /\.x?html?$/i.test(item.path);
}
// Font obfuscation (IDPF, Adobe) is not DRM: such books open without a key.
const FONT_OBFUSCATION = new Set([
  'http://www.idpf.org/2008/embedding',
  'http://ns.adobe.com/pdf/enc#RC',
]);

export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Parses XML leniently (warnings and recoverable errors ignored); throws BookFormatError when unreadable. */
export function parseXml(text: string, what: string): Document {
  try {
    return new DOMParser({
      onError: (level, message) => {
        if (level === 'fatalError') throw new Error(message);
      },
    }).parseFromString(text, 'application/xml');
  } catch (error) {
    throw new BookFormatError(
      `${what} is not well-formed XML (${(error as Error).message.split('\n')[0]})`,
    );
  }
}

export function elements(parent: Document | Element, localName: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS('*', localName));
}

/** The zip path an href points to from a file, without fragment or query; null when it leaves the book. */
export function resolveHref(fromPath: string, href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/')) return null;
  const bare = href.replace(/[#?].*$/s, '');
  if (bare === '') return fromPath;
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    decoded = bare;
  }
  const joined = path.normalize(path.join(path.dirname(fromPath), decoded));
  return joined.startsWith('..') ? null : joined.replace(/^\.\//, '');
}

export function textOf(bytes: Uint8Array | undefined): string {
  return bytes ? strFromU8(bytes) : '';
}

function refuseDrm(archive: ZipArchive, encryption: Uint8Array | undefined): void {
  if (archive.has('META-INF/rights.xml'))
    throw new BookFormatError('the EPUB is protected by DRM (META-INF/rights.xml)');
  if (!encryption) return;
  const doc = parseXml(textOf(encryption), 'META-INF/encryption.xml');
  const drm = elements(doc, 'EncryptionMethod').some(
    (method) => !FONT_OBFUSCATION.has(method.getAttribute('Algorithm') ?? ''),
  );
  if (drm)
    throw new BookFormatError(
      'the EPUB is encrypted (DRM): META-INF/encryption.xml encrypts its content',
    );
}

/**
 * Opens the package of an EPUB; throws BookFormatError for anything that is not
 * a readable, unencrypted EPUB. verifyAll (the importer): every entry is
 * inflated once (streamed) within the caps and checked against its size and CRC.
 */
export async function readEpubPackage(
  bytes: Uint8Array,
  options: { verifyAll?: boolean } = {},
): Promise<EpubPackage> {
  const archive = ZipArchive.open(bytes);
  const files: Record<string, Uint8Array> = {};
  const read = async (name: string) => {
    const known = files[name];
    if (known) return known;
    const entry = await archive.read(name, MAX_HELD_ENTRY_BYTES);
    if (entry) files[name] = entry;
    return entry;
  };
  const container = await read('META-INF/container.xml');
  if (!container) throw new BookFormatError('not an EPUB: META-INF/container.xml is missing');
  refuseDrm(archive, await read('META-INF/encryption.xml'));
  if (options.verifyAll) await archive.verifyAll();
  const rootfile = elements(parseXml(textOf(container), 'META-INF/container.xml'), 'rootfile')
    .map((element) => element.getAttribute('full-path') ?? '')
    .find((fullPath) => fullPath !== '');
  if (!rootfile) throw new BookFormatError('not an EPUB: container.xml names no package document');
  const opfPath = resolveHref('', rootfile) ?? '';
  const opfBytes = await read(opfPath);
  if (!opfBytes)
    throw new BookFormatError(`not an EPUB: the package document ${rootfile} is missing`);
  const opf = parseXml(textOf(opfBytes), opfPath);
  const version = opf.documentElement?.getAttribute('version') ?? '2.0';

  const manifest: ManifestItem[] = elements(opf, 'item').flatMap((element) => {
    const id = element.getAttribute('id') ?? '';
    const itemPath = resolveHref(opfPath, element.getAttribute('href') ?? '');
    if (!id || !itemPath) return [];
    return [
      {
        id,
        path: itemPath,
        mediaType: element.getAttribute('media-type') ?? '',
        properties: (element.getAttribute('properties') ?? '').split(/\s+/).filter(Boolean),
        element,
      },
    ];
  });
  const byId = new Map(manifest.map((item) => [item.id, item]));
  const spineElement = elements(opf, 'spine')[0];
  const spineElements = spineElement ? elements(spineElement, 'itemref') : [];
  const spine = spineElements.flatMap((itemref) => {
    const item = byId.get(itemref.getAttribute('idref') ?? '');
    return item && archive.has(item.path) ? [item] : [];
  });
  if (spine.length === 0) {
    const named = spineElements
      .map((itemref) => byId.get(itemref.getAttribute('idref') ?? '')?.path)
      .find((itemPath) => itemPath !== undefined);
    throw new BookFormatError(
      named
        ? `the EPUB's spine names files its zip does not hold (${named} is not among its ${archive.entries.size} entries: misnamed or wrongly encoded file names?)`
        : 'the EPUB has no readable documents in its spine',
    );
  }
  for (const item of spine) if (isTextDocument(item)) await read(item.path);
  const ncxId = spineElement?.getAttribute('toc') ?? '';
  const ncx =
    byId.get(ncxId) ??
    manifest.find((item) => item.mediaType === 'application/x-dtbncx+xml') ??
    null;
  const nav = manifest.find((item) => item.properties.includes('nav')) ?? null;
  for (const item of [ncx, nav]) if (item) await read(item.path);
  return {
    files,
    has: (name) => archive.has(name),
    read,
    opfPath,
    opf,
    version,
    manifest,
    spine,
    spineElements: spineElements.filter((itemref) =>
      spine.some((item) => item.id === itemref.getAttribute('idref')),
    ),
    ncx: ncx && files[ncx.path] ? ncx : null,
    nav: nav && files[nav.path] ? nav : null,
  };
}
