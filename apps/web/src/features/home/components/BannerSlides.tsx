import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@moyue/contracts/api/platform';
import { CAROUSEL_INTERVAL_MS } from '@moyue/contracts/ui-constants';

const isExternal = (url: string) => /^https?:\/\//i.test(url);

function BannerSlide({ banner }: { banner: Banner }) {
  const image = <img src={banner.CoverUrl} alt={banner.Contents} width={1200} height={400} />;
  return (
    <div className="home-banners__slide" data-testid="banner">
      {isExternal(banner.Url) ? (
        <a
          href={banner.Url}
          target="_blank"
          rel="noopener noreferrer"
          className="home-banners__item"
          title={banner.Contents}
        >
          {image}
        </a>
      ) : (
        <Link to={banner.Url} className="home-banners__item" title={banner.Contents}>
          {image}
        </Link>
      )}
    </div>
  );
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls the row to a slide (read at a timer or a click, never while React renders). */
function scrollToSlide(track: HTMLElement | null, index: number) {
  track?.scrollTo?.({
    left: index * track.clientWidth,
    behavior: reducedMotion() ? 'auto' : 'smooth',
  });
}

/**
 * spec §2 slider banners, 5 s per banner, the last followed by the first; a reader swipes or
 * picks one by its dot, and a pointer or focus on them holds the turning. A scroll-snapped row
 * of slides: nothing is measured while React renders (antd's Carousel, react-slick, measured
 * its slides there and forced the page's whole layout, the longest task of a phone's load;
 * issue 16), and its code is a few hundred bytes in home's own file.
 */
export function BannerSlides({ banners }: { banners: Banner[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const count = banners.length;

  // Which slide is in view follows the scroll, whoever moved it (timer, dot or finger).
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = element.clientWidth;
        if (width > 0) setCurrent(Math.round(element.scrollLeft / width));
      });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
    };
  }, []);

  useEffect(() => {
    if (count < 2 || held) return;
    const timer = window.setTimeout(
      () => scrollToSlide(track.current, (current + 1) % count),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [count, current, held]);

  return (
    <section
      className="home-banners"
      aria-roledescription="carousel"
      aria-label="轮播图"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="home-banners__track" ref={track}>
        {banners.map((banner) => (
          <BannerSlide key={`${banner.CoverUrl}-${banner.Url}`} banner={banner} />
        ))}
      </div>
      {count > 1 ? (
        <div className="home-banners__dots">
          {banners.map((banner, index) => (
            <button
              key={`${banner.CoverUrl}-${banner.Url}`}
              type="button"
              aria-label={`第 ${index + 1} 张：${banner.Contents}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => scrollToSlide(track.current, index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
