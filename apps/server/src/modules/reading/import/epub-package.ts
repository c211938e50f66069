// Reads the package of an EPUB 2/3 (OCF zip → container.xml → OPF): used by the importer and the trial edition.
import path from 'node:path/posix';
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { strFromU8, unzipSync } from 'fflate';
import { BookFormatError } from './book-format-error.ts';

export interface ManifestItem {
  id: string;
  /** path inside the zip */
  path: string;
  mediaType: string;
  properties: string[];
  element: Element;
}

export interface EpubPackage {
  files: Record<string, Uint8Array>;
  opfPath: string;
  opf: Document;
  /** '2.0', '3.0' … */
  version: string;
  manifest: ManifestItem[];
  /** spine documents in reading order (1-based unit n = spine[n-1]) */
  spine: ManifestItem[];
  spineElements: Element[];
  ncx: ManifestItem | null;
  nav: ManifestItem | null;
}

const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;
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

function unzip(bytes: Uint8Array): Record<string, Uint8Array> {
  let total = 0;
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        if (total > MAX_UNPACKED_BYTES) throw new Error('more than 1 GiB unpacked');
        return !file.name.endsWith('/');
      },
    });
  } catch (error) {
    throw new BookFormatError(
      `corrupt or truncated EPUB: not a readable zip archive (${(error as Error).message})`,
    );
  }
}

function refuseDrm(files: Record<string, Uint8Array>): void {
  if (files['META-INF/rights.xml'])
    throw new BookFormatError('the EPUB is protected by DRM (META-INF/rights.xml)');
  const encryption = files['META-INF/encryption.xml'];
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

/** Opens the package of an EPUB; throws BookFormatError for anything that is not a readable, unencrypted EPUB. */
export function readEpubPackage(bytes: Uint8Array): EpubPackage {
  const files = unzip(bytes);
  const container = files['META-INF/container.xml'];
  if (!container) throw new BookFormatError('not an EPUB: META-INF/container.xml is missing');
  refuseDrm(files);
  const rootfile = elements(parseXml(textOf(container), 'META-INF/container.xml'), 'rootfile')
    .map((element) => element.getAttribute('full-path') ?? '')
    .find((fullPath) => fullPath !== '');
  if (!rootfile) throw new BookFormatError('not an EPUB: container.xml names no package document');
  const opfPath = resolveHref('', rootfile) ?? '';
  const opfBytes = files[opfPath];
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
    return item && files[item.path] ? [item] : [];
  });
  if (spine.length === 0)
    throw new BookFormatError('the EPUB has no readable documents in its spine');
  const ncxId = spineElement?.getAttribute('toc') ?? '';
  const ncx =
    byId.get(ncxId) ??
    manifest.find((item) => item.mediaType === 'application/x-dtbncx+xml') ??
    null;
  const nav = manifest.find((item) => item.properties.includes('nav')) ?? null;
  return {
    files,
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
