import { useSearchParams } from 'react-router';
import { BookFinder } from '../components/BookFinder';

/** /wrap/bookai?keyword= (spec §2): find books to talk to. */
export function BookAiPage() {
  const [params] = useSearchParams();
  return <BookFinder keyword={params.get('keyword') ?? ''} />;
}
