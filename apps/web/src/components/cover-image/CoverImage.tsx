import { useState } from 'react';
import { coverSrcSet } from '@moyue/contracts/cover-widths';
import './cover-image.css';

/**
 * A cover picture that asks for the width its slot draws (spec §9 widths 150, 230, 266,
 * 300 through srcset, issue 16): a phone's 110-px slot loads a 150- or 230-px WebP, not the
 * stored original. `sizes` says how wide the slot is; width/height give the picture's
 * shape so the page does not move when it arrives; below the fold it loads lazily.
 */
export function CoverImage({
  src,
  alt,
  sizes,
  width = 150,
  height = 210,
  eager = false,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  /** the slot's drawn width, as the sizes attribute: '110px', '(max-width: 600px) 34vw, 190px' */
  sizes: string;
  /** the picture's shape (a book cover 5:7 unless told): layout before it loads */
  width?: number;
  height?: number;
  /** above the fold (the player's cover): load at once */
  eager?: boolean;
  /** the page's main picture (the detail page's cover): at once and before the rest */
  priority?: boolean;
  className?: string;
}) {
  // A sized copy the server could not make (a corrupt file): the stored file as it is.
  const [failedSrc, setFailedSrc] = useState('');
  const srcSet = failedSrc === src ? '' : coverSrcSet(src);
  // loading and sizes before srcset and src: a browser that starts on src sees them first.
  return (
    <img
      className={className ? `cover-image ${className}` : 'cover-image'}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet || undefined}
      src={src}
      onError={srcSet ? () => setFailedSrc(src) : undefined}
    />
  );
}
