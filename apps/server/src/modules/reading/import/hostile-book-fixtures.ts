// Hostile and tricky books of issue 13, built in code: zips written byte by byte (so
// that a header can lie, a CRC can be wrong, a name can go without its UTF-8 flag),
// a zip bomb, images in the spine, books of pictures only, a PDF with a CJK font that
// is not embedded.
import zlib from 'node:zlib';
import { TINY_PNG } from '@moyue/corpus/testing/book-fixtures';

export interface RawZipEntry {
  name: string;
  /** the entry's bytes (deflated here unless `deflated` is given) */
  data?: Uint8Array;
  /** raw deflate data given as is (a bomb), with its true size and CRC */
  deflated?: { bytes: Uint8Array; size: number; crc32: number };
  stored?: boolean;
  /** what the headers declare instead of the truth */
  lie?: { size?: number; crc32?: number };
  /** general purpose flags (0x800: names are UTF-8); UTF-8 flag set by default */
  flags?: number;
}

/** A zip written by hand: local headers, data, central directory. */
export function rawZip(entries: RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.data ?? new Uint8Array();
    const body = entry.deflated
      ? Buffer.from(entry.deflated.bytes)
      : entry.stored
        ? Buffer.from(data)
        : zlib.deflateRawSync(data);
    const size = entry.lie?.size ?? entry.deflated?.size ?? data.length;
    const crc = entry.lie?.crc32 ?? entry.deflated?.crc32 ?? zlib.crc32(data);
    const flags = entry.flags ?? 0x800;
    const method = entry.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Raw deflate data of `megabytes` MiB of zero bytes (about 1 KiB per MiB), its size and CRC. */
export function zeroBomb(megabytes: number): { bytes: Uint8Array; size: number; crc32: number } {
  const mebibyte = Buffer.alloc(1024 * 1024);
  // A fully flushed block stands alone: repeated, it inflates to as many MiB of zeros.
  const block = zlib.deflateRawSync(mebibyte, { finishFlush: zlib.constants.Z_FULL_FLUSH });
  const last = zlib.deflateRawSync(Buffer.alloc(0));
  let crc = 0;
  for (let i = 0; i < megabytes; i += 1) crc = zlib.crc32(mebibyte, crc);
  return {
    bytes: Buffer.concat([...Array.from({ length: megabytes }, () => block), last]),
    size: megabytes * 1024 * 1024,
    crc32: crc,
  };
}

export const xhtmlPage = (title: string, body: string) => `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="zh-CN"><head><title>${title}</title></head>
<body>${body}</body></html>`;

export interface EpubItem {
  id: string;
  href: string;
  mediaType: string;
  data: Uint8Array | string;
  /** in the spine, in this order */
  spine?: boolean;
  properties?: string;
}

/** The entries of an EPUB 2 (package in OEBPS/) with these items; the OPF's metadata as given. */
export function epubEntries(
  items: EpubItem[],
  metadata = '<dc:title>测试之书</dc:title><dc:language>zh-CN</dc:language>',
  doctype = '',
): RawZipEntry[] {
  const manifest = items
    .map(
      (item) =>
        `<item id="${item.id}" href="${item.href}" media-type="${item.mediaType}"${item.properties ? ` properties="${item.properties}"` : ''}/>`,
    )
    .join('\n');
  const spine = items
    .filter((item) => item.spine)
    .map((item) => `<itemref idref="${item.id}"/>`)
    .join('\n');
  const opf = `<?xml version="1.0" encoding="UTF-8"?>${doctype}
<package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="bookid">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">${metadata}</metadata>
<manifest>${manifest}</manifest>
<spine>${spine}</spine>
</package>`;
  return [
    { name: 'mimetype', data: Buffer.from('application/epub+zip'), stored: true },
    {
      name: 'META-INF/container.xml',
      data: Buffer.from(`<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`),
    },
    { name: 'OEBPS/content.opf', data: Buffer.from(opf) },
    ...items.map((item) => ({
      name: `OEBPS/${item.href}`,
      data: typeof item.data === 'string' ? Buffer.from(item.data) : item.data,
    })),
  ];
}

export const CHAPTER_TEXT = '北冥有鱼，其名为鲲。鲲之大，不知其几千里也。';

/** A text chapter and a cover image: the base of the zip tests. */
export function chapterWithCover(): EpubItem[] {
  return [
    {
      id: 'cover',
      href: 'images/cover.png',
      mediaType: 'image/png',
      data: TINY_PNG,
      properties: 'cover-image',
    },
    {
      id: 'ch1',
      href: 'text/ch1.xhtml',
      mediaType: 'application/xhtml+xml',
      data: xhtmlPage('逍遥游', `<h1>逍遥游</h1><p>${CHAPTER_TEXT}</p>`),
      spine: true,
    },
  ];
}

/** Bytes that look like a JPEG: its markers and binary noise, with runs of printable bytes. */
export function fakeJpeg(seed: number): Uint8Array {
  const bytes = Buffer.alloc(40_000);
  let state = seed;
  for (let i = 0; i < bytes.length; i += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = state >> 16;
  }
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  bytes.write('JFIF <p>not a chapter</p>', 6, 'latin1');
  bytes.set([0xff, 0xd9], bytes.length - 2);
  return bytes;
}

/** A one-page PDF whose text is in STSong-Light, a CJK font it does not embed (UniGB-UCS2-H). */
export function nonEmbeddedCjkPdf(text: string): Buffer {
  const hex = [...text].map((c) => (c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')).join('');
  const content = `BT /F1 48 Tf 40 300 Td <${hex}> Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 400] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) out += `${String(at).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
