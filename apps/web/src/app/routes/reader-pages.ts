import type { PageKey } from '../../config/routes';
import { startOpeningBook } from '../../features/reading/licence/book-opening';
import { startReaderFrame } from '../../features/reading/reader-frame-element';
import { lazyPage, type LazyPage } from './lazy-page';

// The full-page readers (config/routes.ts, layout 'reader'). They start their licence flow
// (book-opening.ts) and the EPUB one its frame (reader-frame-element.ts) while their chunk loads.

const epubPage = lazyPage(
  () => import('../../features/reading/pages/EpubReaderPage'),
  'EpubReaderPage',
);
const pdfPage = lazyPage(
  () => import('../../features/reading/pages/PdfReaderPage'),
  'PdfReaderPage',
);

export const READER_PAGES: Record<PageKey<'reader'>, LazyPage> = {
  epubReader: () => {
    startOpeningBook('epub');
    startReaderFrame();
    return epubPage();
  },
  pdfReader: () => {
    startOpeningBook('pdf');
    return pdfPage();
  },
  knowledgeReader: lazyPage(
    () => import('../../features/reading/pages/KnowledgeReaderPage'),
    'KnowledgeReaderPage',
  ),
};
