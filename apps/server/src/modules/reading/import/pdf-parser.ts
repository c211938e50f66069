// PDF → ParsedBook: metadata, nested TOC from the outline (one node per page without one), text of every page.
import { cleanLine } from '@moyue/book-format/text';
import { PDFDocument } from 'pdf-lib';
import { BookFormatError } from './book-format-error.ts';
import { openPdf, type OpenedPdf, type PdfOutlineNode } from './pdf-reader.ts';
import { findIsbn, PassageCollector, type ParsedBook, type ParsedTocNode } from './parsed-book.ts';

async function isEncrypted(bytes: Buffer): Promise<boolean> {
  try {
    return (await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false }))
      .isEncrypted;
  } catch {
    return false; // pdf.js read it; pdf-lib's own trouble shows when a trial is cut
  }
}

async function coverOf(pdf: OpenedPdf): Promise<ParsedBook['cover']> {
  const png = await pdf.firstPagePng(600);
  return png ? { bytes: png, mimeType: 'image/png' } : null;
}

/** Parses a PDF; throws BookFormatError when it is corrupt, encrypted or has no pages. */
export async function parsePdf(bytes: Buffer): Promise<ParsedBook> {
  const pdf = await openPdf(bytes);
  // pdf.js opens a PDF locked by an owner password only; trial editions (pdf-lib) could not be cut from it.
  if (await isEncrypted(bytes)) {
    await pdf.close();
    throw new BookFormatError('the PDF is encrypted (owner password / DRM)');
  }
  try {
    const pageTexts: string[] = [];
    for (let page = 1; page <= pdf.pageCount; page += 1) {
      pageTexts.push(
        (await pdf.pageText(page))
          .split('\n')
          .map((line) => cleanLine(line.replace(/\s+/g, ' ')))
          .filter((line) => line !== '')
          .join('\n'),
      );
    }
    const toc: ParsedTocNode[] = [];
    const addOutline = (nodes: PdfOutlineNode[], parentKey: number | null) => {
      for (const node of nodes) {
        const key = toc.length + 1;
        toc.push({
          key,
          parentKey,
          title: node.title.slice(0, 200),
          page: node.page,
          order: key,
          spineIndex: null,
        });
        addOutline(node.children, key);
      }
    };
    addOutline(pdf.outline, null);
    if (toc.length === 0) {
      // spec: pages otherwise — one node per page
      pageTexts.forEach((_, i) =>
        toc.push({
          key: i + 1,
          parentKey: null,
          title: `第 ${i + 1} 页`,
          page: i + 1,
          order: i + 1,
          spineIndex: null,
        }),
      );
    } else if (Math.min(...toc.map((node) => node.page)) > 1) {
      // pages before the first outline entry get a node of their own
      for (const node of toc) node.order += 1;
      toc.unshift({
        key: toc.length + 1,
        parentKey: null,
        title: '封面',
        page: 1,
        order: 1,
        spineIndex: null,
      });
    }
    // A page's text belongs to the last node (in page order) that starts on or before it.
    const byPage = [...toc].sort((a, b) => a.page - b.page || a.order - b.order);
    const collector = new PassageCollector();
    let cursor = 0;
    pageTexts.forEach((text, i) => {
      const page = i + 1;
      while (cursor + 1 < byPage.length && (byPage[cursor + 1]?.page ?? Infinity) <= page)
        cursor += 1;
      const node = byPage[cursor];
      if (node && text !== '') collector.addPage(node.key, page, text);
    });
    const allText = pageTexts.join('\n');
    return {
      mediaType: 'pdf',
      unitCount: pdf.pageCount,
      pageCount: pdf.pageCount,
      metadata: {
        title: pdf.info.title,
        author: pdf.info.author,
        publisher: '',
        issueDate: pdf.info.creationDate,
        isbn: findIsbn(/ISBN[\s:：]*([\dXx\-‐ ]{10,20})/.exec(allText.slice(0, 20_000))?.[1] ?? ''),
        language: pdf.info.language,
        abstracts: pdf.info.subject || allText.slice(0, 200),
        // Comma or semicolon lists; else words apart (pdf-lib, Acrobat write 'a b c').
        keywords: pdf.info.keywords
          .split(/[,，;；]/.test(pdf.info.keywords) ? /[,，;；]/ : /\s+/)
          .map((word) => word.trim())
          .filter(Boolean),
      },
      // The first page as the cover (spec §9 cover widths up to 300, drawn at twice that).
      cover: await coverOf(pdf),
      toc,
      passages: collector.passages,
    };
  } catch (error) {
    if (error instanceof BookFormatError) throw error;
    throw new BookFormatError(`the PDF could not be read (${(error as Error).message})`);
  } finally {
    await pdf.close();
  }
}
