import { OpenedOnce } from './OpenedOnce';
import { lazyWidget } from '../lib/lazy-widget';
import type { ImageViewerProps } from './ImageViewer';

// The viewer's code loads when a reader first opens an image (issue 16).
const ImageViewer = lazyWidget(async () => (await import('./ImageViewer')).ImageViewer);

/** The image viewer of spec §2, mounted once first opened and kept after. */
export function LazyImageViewer(props: ImageViewerProps) {
  return (
    <OpenedOnce open={props.open}>
      <ImageViewer {...props} />
    </OpenedOnce>
  );
}
