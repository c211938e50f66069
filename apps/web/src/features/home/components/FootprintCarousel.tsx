import { Suspense } from 'react';
import { lazyWidget, usePreload } from '../../../lib/lazy-widget';
import { useFootprints } from '../api/get-footprints';

// The carousels (antd Carousel, react-slick) load beside the footprints, not before the page (issue 16).
const Footprints = lazyWidget(async () => (await import('./Footprints')).Footprints);

/** spec §2/§9 footprint carousel: the last 12 items, groups of 6 (4 for lessons), every 5 s. */
export function FootprintCarousel({ signedIn }: { signedIn: boolean }) {
  const { data } = useFootprints(signedIn);
  usePreload([Footprints], signedIn);
  const items = (data?.ItemList ?? []).filter((item) => item.Content);
  if (!signedIn || items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Footprints items={items} />
    </Suspense>
  );
}
