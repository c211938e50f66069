import { useSearchParams } from 'react-router';
import { useOpenBook } from '../hooks/use-open-book';
import { EpubReader } from '../components/EpubReader';

/** spec §2 /epubReader (query id, process, tocValue …): the licence flow, then the book in a sandboxed frame. */
export function EpubReaderPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const state = useOpenBook(id, 'epub');
  // The frame starts loading at once, under the status screen, while the licence flow runs.
  return (
    <EpubReader
      contentId={id}
      state={state}
      process={params.get('process')}
      tocValue={params.get('tocValue')}
    />
  );
}
