import { Link } from 'react-router';
import type { FullTextBook, FullTextHit, SnippetFragment } from '@moyue/contracts/api/search';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { getHref } from '../../../config/paths';

/** Issue 6: a hit beyond the reader's trial comes without its text. */
export const LOCKED_HIT_TEXT = '试读范围外';

/** spec §2: a hit opens the book's reader (EPUB or PDF by MediaType) in a new tab at its chapter (tocValue). */
export const hitHref = (book: FullTextBook, hit: FullTextHit): string =>
  getHref.reader(book.Content.MediaType === 'pdf' ? 'pdf' : 'epub', {
    id: book.Content.Id,
    contentexternalid: book.Content.ExternalId,
    objectType: book.Content.ObjectType,
    tocValue: String(hit.TocId),
  });

/** Fragments as text with the matched words in <mark> (never as HTML). */
export function Marked({ fragments }: { fragments: SnippetFragment[] }) {
  return fragments.map((fragment, i) =>
    fragment.Hit ? <mark key={i}>{fragment.Text}</mark> : <span key={i}>{fragment.Text}</span>,
  );
}

/** A snippet as text with the matched words in <mark> (never as HTML). */
function Snippet({ hit }: { hit: FullTextHit }) {
  if (hit.IsLock)
    return (
      <span className="full-text-hit__locked" data-testid="full-text-hit-locked">
        {LOCKED_HIT_TEXT}
      </span>
    );
  return (
    <span className="full-text-hit__snippet">
      <Marked fragments={hit.Fragments} />
    </span>
  );
}

/**
 * A passage: its chapter and page, and its snippet, opening the reader there
 * in a new tab. A passage found by its chapter's title (issue 12) names book
 * and chapter, 唐诗三百首 › 靜夜思, the title's match marked.
 */
export function HitLink({ book, hit }: { book: FullTextBook; hit: FullTextHit }) {
  return (
    <a
      href={hitHref(book, hit)}
      target="_blank"
      rel="noopener noreferrer"
      className="full-text-hit"
      data-testid="full-text-hit"
    >
      {hit.TocFragments ? (
        <span className="full-text-hit__where" data-testid="full-text-hit-chapter">
          {decodeHtmlEntities(book.Content.Title)}
          <span className="full-text-hit__sep">›</span>
          <Marked fragments={hit.TocFragments} /> · 第 {hit.Page} 页
        </span>
      ) : (
        <span className="full-text-hit__where">
          {hit.TocTitle} · 第 {hit.Page} 页
        </span>
      )}
      <Snippet hit={hit} />
    </a>
  );
}

/**
 * A book with its matching passages (full-text hits or Q&A answers): title to
 * the detail page, author, publisher and count, and each passage's chapter,
 * page and snippet opening the reader there.
 */
export function PassageBook({
  book,
  countLabel,
  testId = 'full-text-book',
}: {
  book: FullTextBook;
  /** e.g. '命中 3 处' */
  countLabel: string;
  testId?: string;
}) {
  return (
    <article className="full-text-book" data-testid={testId}>
      <header>
        <Link to={getHref.bookDetail(book.Content.Id)}>
          <h3>{decodeHtmlEntities(book.Content.Title)}</h3>
        </Link>
        <span>
          {[book.Content.Author, book.Content.Publisher, countLabel].filter(Boolean).join(' · ')}
        </span>
      </header>
      <ol>
        {book.Hits.map((hit) => (
          <li key={hit.Id}>
            <HitLink book={book} hit={hit} />
          </li>
        ))}
      </ol>
    </article>
  );
}
