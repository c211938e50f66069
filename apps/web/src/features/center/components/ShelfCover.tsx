import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { CoverImage } from '../../../components/cover-image/CoverImage';
import './shelf-cover.css';

/** A book's cover on the shelf, or a paper-coloured card with its title when it has none. */
export function ShelfCover({
  url,
  title,
  sizes = '(max-width: 600px) 34vw, 170px',
}: {
  url: string;
  title: string;
  /** the drawn width (CoverImage): a shelf cell unless told */
  sizes?: string;
}) {
  const text = decodeHtmlEntities(title);
  return url ? (
    <CoverImage className="shelf-cover" src={url} alt={text} sizes={sizes} />
  ) : (
    <span className="shelf-cover shelf-cover--blank" aria-hidden>
      {text.slice(0, 8)}
    </span>
  );
}
