// spec §9: 'Cover widths 150, 230, 266 (lessons) or 300; quality 90.' The server serves a
// stored cover at these widths only (`/files/public/<sha256>.<ext>?w=150`); the web asks
// for the width a slot draws with srcset/sizes (issue 16).

/** spec §9: the widths a cover is served at (266 for lessons). */
export const COVER_WIDTHS = [150, 230, 266, 300] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];

/** spec §9: cover quality. */
export const COVER_QUALITY = 90;

/** The query parameter that names the width. */
export const COVER_WIDTH_PARAM = 'w';

export const isCoverWidth = (width: number): width is CoverWidth =>
  (COVER_WIDTHS as readonly number[]).includes(width);

// A raster cover the server stores (publicFileUrl): a vector (svg) is drawn sharp at any width
// from one small file, and an address elsewhere is not ours to size.
const SIZABLE_COVER = /^(?:https?:\/\/[^/?#]+)?\/files\/public\/[0-9a-f]{64}\.(?:jpg|png|webp)$/;

/** The cover's address at one spec width, or null when the server does not size it. */
export function coverAtWidth(url: string, width: CoverWidth): string | null {
  return SIZABLE_COVER.test(url) ? `${url}?${COVER_WIDTH_PARAM}=${width}` : null;
}

/** srcset of the cover at every spec width ('url?w=150 150w, …'), or '' when it is not sized. */
export function coverSrcSet(url: string): string {
  if (!SIZABLE_COVER.test(url)) return '';
  return COVER_WIDTHS.map((width) => `${url}?${COVER_WIDTH_PARAM}=${width} ${width}w`).join(', ');
}

/**
 * The detail page's cover slot (230 px, a lesson's 266; 150 px on a phone, a lesson's the
 * screen's width): the app and the server's first paint give the same sizes, so the browser
 * picks the same file for both and downloads it once.
 */
export const DETAIL_COVER_SIZES = {
  book: '(max-width: 600px) 150px, 230px',
  course: '(max-width: 600px) 100vw, 266px',
} as const;

/**
 * A search result's cover (search.css): a list row's 110 px (80 on a phone), a grid cell.
 * The app and the search page's first paint give the same sizes, for one download.
 */
export const SEARCH_COVER_SIZES = {
  list: { book: '(max-width: 768px) 80px, 110px', course: '(max-width: 768px) 120px, 178px' },
  grid: { book: '(max-width: 768px) 45vw, 180px', course: '(max-width: 768px) 45vw, 180px' },
} as const;
