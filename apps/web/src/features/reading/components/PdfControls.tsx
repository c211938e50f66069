import { ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { IMAGE_ZOOM_MAX, IMAGE_ZOOM_MIN, IMAGE_ZOOM_STEP } from '@moyue/contracts/ui-constants';

// spec §9 zoom 0.2 to 5 in steps of 0.2 (the image viewer's), for the PDF too.
export const PDF_ZOOM_MIN = IMAGE_ZOOM_MIN;
export const PDF_ZOOM_MAX = IMAGE_ZOOM_MAX;
export const PDF_ZOOM_STEP = IMAGE_ZOOM_STEP;

/** PDF zoom: out, the current percentage (click: fit the width), in. */
export function PdfControls({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const step = (delta: number) =>
    onZoom(Math.min(PDF_ZOOM_MAX, Math.max(PDF_ZOOM_MIN, Number((zoom + delta).toFixed(2)))));
  return (
    <>
      <Button
        type="text"
        aria-label="缩小"
        icon={<ZoomOutOutlined />}
        disabled={zoom <= PDF_ZOOM_MIN}
        onClick={() => step(-PDF_ZOOM_STEP)}
      />
      <Button type="text" aria-label="适合宽度" onClick={() => onZoom(1)}>
        {Math.round(zoom * 100)}%
      </Button>
      <Button
        type="text"
        aria-label="放大"
        icon={<ZoomInOutlined />}
        disabled={zoom >= PDF_ZOOM_MAX}
        onClick={() => step(PDF_ZOOM_STEP)}
      />
    </>
  );
}
