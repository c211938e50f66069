import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImageViewer, nextZoom } from './ImageViewer';

const image = () => screen.getByTestId('image-viewer-image');

describe('ImageViewer (spec §2, §5, §9)', () => {
  it('zooms in steps of 0.2 between 0.2 and 5', () => {
    expect(nextZoom(1, 1)).toBe(1.2);
    expect(nextZoom(1, -1)).toBe(0.8);
    expect(nextZoom(0.2, -1)).toBe(0.2);
    expect(nextZoom(5, 1)).toBe(5);
    let zoom = 1;
    for (let i = 0; i < 30; i += 1) zoom = nextZoom(zoom, 1);
    expect(zoom).toBe(5);
    for (let i = 0; i < 30; i += 1) zoom = nextZoom(zoom, -1);
    expect(zoom).toBe(0.2);
  });

  it('zooms, rotates by 90°, restores and closes', () => {
    const onClose = vi.fn();
    render(<ImageViewer src="/c.svg" alt="封面" open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    fireEvent.click(screen.getByRole('button', { name: '旋转' }));
    expect(image().style.transform).toBe('scale(1.4) rotate(90deg)');
    fireEvent.click(screen.getByRole('button', { name: '缩小' }));
    fireEvent.click(screen.getByRole('button', { name: '旋转' }));
    expect(image().style.transform).toBe('scale(1.2) rotate(180deg)');
    fireEvent.click(screen.getByRole('button', { name: '还原' }));
    expect(image().style.transform).toBe('scale(1) rotate(0deg)');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('disables zoom out at 0.2', () => {
    render(<ImageViewer src="/c.svg" alt="封面" open onClose={() => undefined} />);
    const out = screen.getByRole('button', { name: '缩小' });
    for (let i = 0; i < 10; i += 1) fireEvent.click(out);
    expect(image().style.transform).toBe('scale(0.2) rotate(0deg)');
    expect((out as HTMLButtonElement).disabled).toBe(true);
  });

  it('closes on Escape and shows nothing while closed', () => {
    const onClose = vi.fn();
    const { rerender } = render(<ImageViewer src="/c.svg" alt="封面" open onClose={onClose} />);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
    rerender(<ImageViewer src="/c.svg" alt="封面" open={false} onClose={onClose} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens again restored, and keeps a click made at once after opening', () => {
    const onClose = vi.fn();
    const { rerender } = render(<ImageViewer src="/c.svg" alt="封面" open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    fireEvent.click(screen.getByRole('button', { name: '旋转' }));
    rerender(<ImageViewer src="/c.svg" alt="封面" open={false} onClose={onClose} />);
    rerender(<ImageViewer src="/c.svg" alt="封面" open onClose={onClose} />);
    expect(image().style.transform).toBe('scale(1) rotate(0deg)');
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(image().style.transform).toBe('scale(1.2) rotate(0deg)');
  });
});
