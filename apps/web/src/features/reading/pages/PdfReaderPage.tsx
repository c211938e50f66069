import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { warmPdfWorker } from '../pdf/pdf-document';
import { useOpenBook } from '../hooks/use-open-book';
import { PdfReader } from '../components/PdfReader';
import { ReaderMissingBook } from '../components/ReaderMissingBook';
import { ReaderStatus } from '../components/ReaderStatus';

/** spec §2 /pdfReader (query id, process, tocValue …): the licence flow, then pdf.js. */
export function PdfReaderPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (id === '') return <ReaderMissingBook />;
  return <PdfBook id={id} process={params.get('process')} tocValue={params.get('tocValue')} />;
}

function PdfBook({
  id,
  process,
  tocValue,
}: {
  id: string;
  process: string | null;
  tocValue: string | null;
}) {
  const state = useOpenBook(id, 'pdf');
  useEffect(() => {
    warmPdfWorker();
  }, []);
  if (!('kind' in state)) return <ReaderStatus state={state} />;
  return <PdfReader book={state} process={process} tocValue={tocValue} />;
}
