import { decodeHtmlEntities } from '@moyue/contracts/format-text';

/** A small cover (or its paper-tinted placeholder) for the personal-centre lists. */
export function BookCover({ url, title }: { url: string; title: string }) {
  return url ? (
    <img
      className="reading-center-cover"
      src={url}
      alt={decodeHtmlEntities(title)}
      loading="lazy"
    />
  ) : (
    <span className="reading-center-cover" aria-hidden="true" />
  );
}
