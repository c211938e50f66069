import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  IMAGE_ROTATE_STEP_DEGREES,
  IMAGE_ZOOM_MAX,
  IMAGE_ZOOM_MIN,
  IMAGE_ZOOM_STEP,
} from '@moyue/contracts/ui-constants';
import './image-viewer.css';

/** spec §5/§9: zoom 0.2 to 5 in steps of 0.2 (kept on the 0.2 grid, no float drift). */
export function nextZoom(zoom: number, direction: 1 | -1): number {
  const steps = Math.round(zoom / IMAGE_ZOOM_STEP) + direction;
  const next = Math.round(steps * IMAGE_ZOOM_STEP * 10) / 10;
  return Math.min(IMAGE_ZOOM_MAX, Math.max(IMAGE_ZOOM_MIN, next));
}

export interface ImageViewerProps {
  src: string;
  alt: string;
  open: boolean;
  onClose: () => void;
}

/** spec §2 image viewer: restore, zoom in, zoom out, rotate 90° per click, close (Esc too). */
export function ImageViewer({ src, alt, open, onClose }: ImageViewerProps) {
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);

  const [shownOpen, setShownOpen] = useState(open);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // A new opening starts restored. Reset while rendering, not in an effect: an effect
  // runs after the first paint, and would undo a click made before it ran.
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setZoom(1);
      setRotation(0);
    }
  }

  // The parent's onClose may change on every render.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  const tools = [
    { label: '还原', text: '1:1', act: () => (setZoom(1), setRotation(0)) },
    {
      label: '放大',
      text: '＋',
      act: () => setZoom((value) => nextZoom(value, 1)),
      off: zoom >= IMAGE_ZOOM_MAX,
    },
    {
      label: '缩小',
      text: '－',
      act: () => setZoom((value) => nextZoom(value, -1)),
      off: zoom <= IMAGE_ZOOM_MIN,
    },
    {
      label: '旋转',
      text: '⟳',
      act: () => setRotation((value) => value + IMAGE_ROTATE_STEP_DEGREES),
    },
    { label: '关闭', text: '✕', act: onClose },
  ];
  return createPortal(
    <div className="image-viewer" role="dialog" aria-modal="true" aria-label={`查看图片：${alt}`}>
      <div className="image-viewer__mask" onClick={onClose} />
      <img
        className="image-viewer__image"
        src={src}
        alt={alt}
        data-testid="image-viewer-image"
        style={{ transform: `scale(${zoom}) rotate(${rotation}deg)` }}
      />
      <div className="image-viewer__tools" role="toolbar" aria-label="图片工具">
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            aria-label={tool.label}
            title={tool.label}
            disabled={tool.off}
            onClick={tool.act}
          >
            {tool.text}
          </button>
        ))}
        <span className="image-viewer__zoom" aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
      </div>
    </div>,
    document.body,
  );
}
