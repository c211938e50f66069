import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { warmPdfWorker } from '../pdf/pdf-document';
import { useOpenBook } from '../hooks/use-open-book';
import { PdfReader } from '../components/PdfReader';
import { ReaderStatus } from '../components/ReaderStatus';

/** spec §2 /pdfReader (query id, process, tocValue …): the licence flow, then pdf.js. */
export function PdfReaderPage() {
  const [params] = useSearchParams();
  const state = useOpenBook(params.get('id') ?? '', 'pdf');
  useEffect(() => {
    warmPdfWorker();
  }, []);
  if (!('kind' in state)) return <ReaderStatus state={state} />;
  return (
    <PdfReader book={state} process={params.get('process')} tocValue={params.get('tocValue')} />
  );
}
