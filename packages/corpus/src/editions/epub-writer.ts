// Writes real EPUB 2 / EPUB 3 files (demo editions, import and reader test fixtures).
import { strToU8, zipSync, type Zippable } from 'fflate';
import { xmlEscape } from '@moyue/book-format/cover';

/** One spine document; `parentId` nests its entry in the table of contents. */
export interface EpubChapter {
  id: string;
  title: string;
  parentId: string | null;
  /** Paragraphs of plain text, escaped and wrapped in <p> by the writer. */
  paragraphs?: readonly string[];
  /** Raw XHTML for the body instead of paragraphs (fixtures with scripts, images …). */
  bodyXhtml?: string;
  /** Extra markup for <head> (fixtures). */
  headXhtml?: string;
}

export interface EpubResource {
  /** Path inside the OEBPS folder, e.g. 'images/a.png'. */
  href: string;
  mediaType: string;
  bytes: Uint8Array;
}

export interface EpubBookInput {
  version: 2 | 3;
  identifier: string;
  title: string;
  author?: string;
  publisher?: string;
  /** YYYY or YYYY-MM-DD */
  date?: string;
  isbn?: string;
  language?: string;
  description?: string;
  cover?: { mediaType: string; bytes: Uint8Array };
  chapters: readonly EpubChapter[];
  resources?: readonly EpubResource[];
  /** Deflate level; 0 stores (the demo seed writes 225 books: deflate would be most of its time). */
  compression?: 0 | 1 | 6 | 9;
  /** Further zip entries by full path (fixtures: META-INF/encryption.xml …). */
  extraFiles?: Readonly<Record<string, Uint8Array>>;
  /** The book's stylesheet (style.css) instead of the plain default (fixtures: 宋体, 直排). */
  style?: string;
  /** The spine's page-progression-direction (fixtures: right-to-left books). */
  pageProgressionDirection?: 'ltr' | 'rtl';
}

// A fixed time keeps the bytes of a generated book stable, so storing it again is recognised.
const FIXED_MTIME = new Date('2026-01-01T00:00:00Z');
const COVER_EXTENSIONS: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

const chapterHref = (index: number) => `text/c${String(index + 1).padStart(4, '0')}.xhtml`;

function chapterXhtml(chapter: EpubChapter, language: string): string {
  const body =
    chapter.bodyXhtml ??
    `<h2>${xmlEscape(chapter.title)}</h2>\n${(chapter.paragraphs ?? [])
      .map((text) => `<p>${xmlEscape(text).replace(/\n/g, '<br/>')}</p>`)
      .join('\n')}`;
  return `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${language}" lang="${language}">
<head><meta charset="utf-8"/><title>${xmlEscape(chapter.title)}</title><link rel="stylesheet" type="text/css" href="../style.css"/>${chapter.headXhtml ?? ''}</head>
<body>
${body}
</body>
</html>
`;
}

interface TocEntry {
  chapter: EpubChapter;
  index: number;
  children: TocEntry[];
}

function tocTree(chapters: readonly EpubChapter[]): TocEntry[] {
  const entries = new Map<string, TocEntry>();
  const roots: TocEntry[] = [];
  chapters.forEach((chapter, index) => {
    const entry: TocEntry = { chapter, index, children: [] };
    entries.set(chapter.id, entry);
    const parent = chapter.parentId === null ? undefined : entries.get(chapter.parentId);
    (parent ? parent.children : roots).push(entry);
  });
  return roots;
}

function navXhtml(title: string, roots: TocEntry[], language: string): string {
  const list = (entries: TocEntry[]): string =>
    `<ol>${entries
      .map(
        (entry) =>
          `<li><a href="${chapterHref(entry.index)}">${xmlEscape(entry.chapter.title)}</a>${
            entry.children.length ? list(entry.children) : ''
          }</li>`,
      )
      .join('')}</ol>`;
  return `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${language}" lang="${language}">
<head><meta charset="utf-8"/><title>${xmlEscape(title)}</title></head>
<body><nav epub:type="toc" id="toc"><h1>目录</h1>${list(roots)}</nav></body>
</html>
`;
}

function ncx(input: EpubBookInput, roots: TocEntry[]): string {
  let playOrder = 0;
  const points = (entries: TocEntry[]): string =>
    entries
      .map((entry) => {
        playOrder += 1;
        return `<navPoint id="np${entry.index + 1}" playOrder="${playOrder}"><navLabel><text>${xmlEscape(
          entry.chapter.title,
        )}</text></navLabel><content src="${chapterHref(entry.index)}"/>${points(entry.children)}</navPoint>`;
      })
      .join('');
  return `<?xml version="1.0" encoding="utf-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
<head><meta name="dtb:uid" content="${xmlEscape(input.identifier)}"/></head>
<docTitle><text>${xmlEscape(input.title)}</text></docTitle>
<navMap>${points(roots)}</navMap>
</ncx>
`;
}

function opf(input: EpubBookInput, coverHref: string | null): string {
  const language = input.language ?? 'zh-CN';
  const v3 = input.version === 3;
  const metadata = [
    `<dc:identifier id="bookid">${xmlEscape(input.identifier)}</dc:identifier>`,
    `<dc:title>${xmlEscape(input.title)}</dc:title>`,
    `<dc:language>${xmlEscape(language)}</dc:language>`,
    input.author ? `<dc:creator>${xmlEscape(input.author)}</dc:creator>` : '',
    input.publisher ? `<dc:publisher>${xmlEscape(input.publisher)}</dc:publisher>` : '',
    input.date ? `<dc:date>${xmlEscape(input.date)}</dc:date>` : '',
    input.isbn
      ? v3
        ? `<dc:identifier id="isbn">urn:isbn:${xmlEscape(input.isbn)}</dc:identifier>`
        : `<dc:identifier opf:scheme="ISBN">${xmlEscape(input.isbn)}</dc:identifier>`
      : '',
    input.description ? `<dc:description>${xmlEscape(input.description)}</dc:description>` : '',
    v3 ? `<meta property="dcterms:modified">2026-01-01T00:00:00Z</meta>` : '',
    coverHref ? `<meta name="cover" content="cover-image"/>` : '',
  ].filter(Boolean);
  const manifest = [
    v3
      ? `<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>`
      : '',
    `<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>`,
    `<item id="style" href="style.css" media-type="text/css"/>`,
    coverHref
      ? `<item id="cover-image" href="${coverHref}" media-type="${input.cover?.mediaType ?? ''}"${
          v3 ? ' properties="cover-image"' : ''
        }/>`
      : '',
    ...input.chapters.map((chapter, index) => {
      const scripted =
        v3 && /<script[\s>]/i.test(`${chapter.headXhtml ?? ''}${chapter.bodyXhtml ?? ''}`);
      return `<item id="c${index + 1}" href="${chapterHref(index)}" media-type="application/xhtml+xml"${
        scripted ? ' properties="scripted"' : ''
      }/>`;
    }),
    ...(input.resources ?? []).map(
      (resource, index) =>
        `<item id="r${index + 1}" href="${xmlEscape(resource.href)}" media-type="${xmlEscape(resource.mediaType)}"/>`,
    ),
  ].filter(Boolean);
  const spine = input.chapters.map((_, index) => `<itemref idref="c${index + 1}"/>`);
  return `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="${v3 ? '3.0' : '2.0'}" unique-identifier="bookid"${v3 ? '' : ' xmlns:opf="http://www.idpf.org/2007/opf"'}>
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">
${metadata.join('\n')}
</metadata>
<manifest>
${manifest.join('\n')}
</manifest>
<spine toc="ncx"${
    input.pageProgressionDirection
      ? ` page-progression-direction="${input.pageProgressionDirection}"`
      : ''
  }>
${spine.join('\n')}
</spine>
</package>
`;
}

const CONTAINER = `<?xml version="1.0" encoding="utf-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`;

const STYLE = `body { font-family: serif; line-height: 1.8; margin: 0 5%; }
h1, h2 { font-weight: bold; text-align: center; }
p { text-indent: 2em; margin: 0.4em 0; }
`;

/** Builds the EPUB; the i-th chapter is the (i+1)-th spine document. */
export function buildEpub(input: EpubBookInput): Uint8Array {
  if (input.chapters.length === 0) throw new Error(`epub ${input.identifier}: no chapters`);
  const language = input.language ?? 'zh-CN';
  const roots = tocTree(input.chapters);
  const coverExtension = input.cover ? (COVER_EXTENSIONS[input.cover.mediaType] ?? 'bin') : null;
  const coverHref = coverExtension ? `images/cover.${coverExtension}` : null;
  const oebps: Record<string, Uint8Array> = {
    'content.opf': strToU8(opf(input, coverHref)),
    'toc.ncx': strToU8(ncx(input, roots)),
    'style.css': strToU8(input.style ?? STYLE),
  };
  if (input.version === 3) oebps['nav.xhtml'] = strToU8(navXhtml(input.title, roots, language));
  if (coverHref && input.cover) oebps[coverHref] = input.cover.bytes;
  input.chapters.forEach((chapter, index) => {
    oebps[chapterHref(index)] = strToU8(chapterXhtml(chapter, language));
  });
  for (const resource of input.resources ?? []) oebps[resource.href] = resource.bytes;
  const files: Zippable = {
    // The mimetype entry comes first and uncompressed (OCF).
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(CONTAINER),
  };
  for (const [name, bytes] of Object.entries(oebps)) files[`OEBPS/${name}`] = bytes;
  for (const [name, bytes] of Object.entries(input.extraFiles ?? {})) files[name] = bytes;
  return zipSync(files, { level: input.compression ?? 6, mtime: FIXED_MTIME });
}
