import { Empty } from 'antd';
import type { PressBook } from '@moyue/contracts/api/press';
import { CoverCard } from '../../../components/cover-card/CoverCard';

/** A grid of a press's books as covers; spec §8 empty state when there are none. */
export function PressBooks({ books, empty = '暂无图书' }: { books: PressBook[]; empty?: string }) {
  if (books.length === 0) return <Empty description={empty} />;
  return (
    <div className="press-books" data-testid="press-books">
      {books.map((book) => (
        <CoverCard key={book.Id} content={book} />
      ))}
    </div>
  );
}
