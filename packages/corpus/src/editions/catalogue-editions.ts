// EPUB and PDF editions of catalogue books (issue 6 demo editions): real corpus text.
import { strToU8 } from 'fflate';
import { coverSvg } from '@moyue/book-format/cover';
import type { CatalogueBook } from '../types.ts';
import { buildEpub, type EpubChapter } from './epub-writer.ts';
import { buildPdf, type PdfOutlineInput, type PdfPageInput } from './pdf-writer.ts';

/**
 * The EPUB 3 edition: one spine document per TOC node, in TOC order, so node
 * n (sort order n) opens spine document n (toc_nodes.spine_index = sort_order).
 */
export function catalogueEpub(book: CatalogueBook): Uint8Array {
  const textOf = new Map<number, string[]>();
  for (const passage of book.passages) {
    const list = textOf.get(passage.tocKey) ?? [];
    list.push(passage.text);
    textOf.set(passage.tocKey, list);
  }
  const chapters: EpubChapter[] = [...book.toc]
    .sort((a, b) => a.order - b.order)
    .map((node) => ({
      id: `n${node.key}`,
      title: node.title,
      parentId: node.parentKey === null ? null : `n${node.parentKey}`,
      paragraphs: textOf.get(node.key) ?? [],
    }));
  return buildEpub({
    version: 3,
    identifier: `urn:moyue:${book.slug}`,
    title: book.title,
    author: book.author,
    publisher: book.publisher,
    date: book.issueDate,
    isbn: book.isbn,
    language: 'zh-CN',
    description: book.abstract,
    cover: { mediaType: 'image/svg+xml', bytes: strToU8(coverSvg(book)) },
    chapters,
    // Stored, not deflated: deflating 225 books took longer than building the catalogue.
    compression: 0,
  });
}

/** Pages of a catalogue book (passages.page), the highest page number. */
export function cataloguePageCount(book: CatalogueBook): number {
  return book.passages.reduce((max, passage) => Math.max(max, passage.page), 0);
}

/** The PDF edition: PDF page n holds the passages of page n; the outline is the TOC. */
export async function cataloguePdf(book: CatalogueBook): Promise<Uint8Array> {
  const count = cataloguePageCount(book);
  const pages: PdfPageInput[] = Array.from({ length: count }, () => ({ blocks: [] }));
  // Headings go right before the first text under them; a node's ancestors starting on the same page first.
  const nodeOf = new Map(book.toc.map((node) => [node.key, node]));
  const placed = new Set<number>();
  const placeHeadings = (key: number | null, page: number) => {
    const node = key === null ? undefined : nodeOf.get(key);
    if (!node || placed.has(node.key)) return;
    placeHeadings(node.parentKey, page);
    placed.add(node.key);
    pages[Math.min(node.page, page) - 1]?.blocks.push({ heading: true, text: node.title });
  };
  for (const passage of [...book.passages].sort((a, b) => a.order - b.order)) {
    placeHeadings(passage.tocKey, passage.page);
    pages[passage.page - 1]?.blocks.push({ heading: false, text: passage.text });
  }
  for (const node of book.toc)
    if (!placed.has(node.key))
      pages[node.page - 1]?.blocks.push({ heading: true, text: node.title });
  const entries = new Map<number, PdfOutlineInput>();
  const outline: PdfOutlineInput[] = [];
  for (const node of [...book.toc].sort((a, b) => a.order - b.order)) {
    const entry: PdfOutlineInput = { title: node.title, page: node.page, children: [] };
    entries.set(node.key, entry);
    const parent = node.parentKey === null ? undefined : entries.get(node.parentKey);
    (parent ? parent.children : outline).push(entry);
  }
  return buildPdf({
    title: book.title,
    author: book.author,
    subject: book.abstract,
    keywords: book.keywords.join('，'),
    pages,
    outline,
  });
}
