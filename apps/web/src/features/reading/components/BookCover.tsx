import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { CoverImage } from '../../../components/cover-image/CoverImage';

/** A small cover (or its paper-tinted placeholder) for the personal-centre lists. */
export function BookCover({ url, title }: { url: string; title: string }) {
  return url ? (
    <CoverImage
      className="reading-center-cover"
      src={url}
      alt={decodeHtmlEntities(title)}
      sizes="72px"
    />
  ) : (
    <span className="reading-center-cover" aria-hidden="true" />
  );
}
