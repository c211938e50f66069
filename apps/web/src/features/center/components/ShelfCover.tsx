import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import './shelf-cover.css';

/** A book's cover on the shelf, or a paper-coloured card with its title when it has none. */
export function ShelfCover({ url, title }: { url: string; title: string }) {
  const text = decodeHtmlEntities(title);
  return url ? (
    <img className="shelf-cover" src={url} alt={text} loading="lazy" />
  ) : (
    <span className="shelf-cover shelf-cover--blank" aria-hidden>
      {text.slice(0, 8)}
    </span>
  );
}
