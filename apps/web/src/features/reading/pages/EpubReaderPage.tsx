import { useSearchParams } from 'react-router';
import { useOpenBook } from '../hooks/use-open-book';
import { EpubReader } from '../components/EpubReader';
import { ReaderMissingBook } from '../components/ReaderMissingBook';

/** spec §2 /epubReader (query id, process, tocValue …): the licence flow, then the book in a sandboxed frame. */
export function EpubReaderPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (id === '') return <ReaderMissingBook />;
  return <EpubBook id={id} process={params.get('process')} tocValue={params.get('tocValue')} />;
}

function EpubBook({
  id,
  process,
  tocValue,
}: {
  id: string;
  process: string | null;
  tocValue: string | null;
}) {
  const state = useOpenBook(id, 'epub');
  // The frame starts loading at once, under the status screen, while the licence flow runs.
  return <EpubReader contentId={id} state={state} process={process} tocValue={tocValue} />;
}
