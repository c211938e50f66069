import { startOpeningBook } from './licence/book-opening';
import { startReaderFrame } from './reader-frame-element';

/**
 * What the router starts for a reader's address while the reader's chunk
 * (pdf.js, the EPUB page) loads (issue 6): the licence flow, and for EPUB
 * the frame. A small chunk of its own, loaded beside the reader's, so that
 * no other page carries the licence code (issue 16).
 */
export function startReader(mediaType: 'epub' | 'pdf'): void {
  startOpeningBook(mediaType);
  if (mediaType === 'epub') startReaderFrame();
}
