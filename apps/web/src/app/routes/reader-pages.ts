import type { PageKey } from '../../config/routes';
import { lazyPage, type LazyPage } from './lazy-page';

// The full-page readers (config/routes.ts, layout 'reader'). They start their licence flow
// and the EPUB one its frame (reading/reader-start.ts) while their chunk loads.

const epubPage = lazyPage(
  () => import('../../features/reading/pages/EpubReaderPage'),
  'EpubReaderPage',
);
const pdfPage = lazyPage(
  () => import('../../features/reading/pages/PdfReaderPage'),
  'PdfReaderPage',
);

/**
 * The reader's page, its flow started beside its chunk; the page renders once both are
 * there, so that it picks up the flow instead of starting a second one (and starts its own
 * if the start's chunk failed).
 */
const withReaderStart =
  (mediaType: 'epub' | 'pdf', page: LazyPage): LazyPage =>
  async () => {
    const start = import('../../features/reading/reader-start').then(
      (module) => module.startReader(mediaType),
      (error: unknown) => console.error('reader start failed to load', error),
    );
    const [loaded] = await Promise.all([page(), start]);
    return loaded;
  };

export const READER_PAGES: Record<PageKey<'reader'>, LazyPage> = {
  epubReader: withReaderStart('epub', epubPage),
  pdfReader: withReaderStart('pdf', pdfPage),
  knowledgeReader: lazyPage(
    () => import('../../features/reading/pages/KnowledgeReaderPage'),
    'KnowledgeReaderPage',
  ),
};
