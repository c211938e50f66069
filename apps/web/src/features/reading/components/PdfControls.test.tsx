import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PdfControls } from './PdfControls';

function Zoom({ start }: { start: number }) {
  const [zoom, setZoom] = useState(start);
  return <PdfControls zoom={zoom} onZoom={setZoom} />;
}

describe('PDF zoom (spec §9: 0.2 to 5 in steps of 0.2)', () => {
  it('zooms out by 0.2 down to 20 % and no further', () => {
    render(<Zoom start={1} />);
    const out = screen.getByRole('button', { name: '缩小' });
    for (const shown of ['80%', '60%', '40%', '20%']) {
      fireEvent.click(out);
      expect(screen.getByRole('button', { name: '适合宽度' }).textContent).toBe(shown);
    }
    expect((out as HTMLButtonElement).disabled).toBe(true);
  });

  it('zooms in by 0.2 up to 500 %, and back to fit the width', () => {
    render(<Zoom start={4.6} />);
    const zoomIn = screen.getByRole('button', { name: '放大' });
    fireEvent.click(zoomIn);
    expect(screen.getByRole('button', { name: '适合宽度' }).textContent).toBe('480%');
    fireEvent.click(zoomIn);
    expect(screen.getByRole('button', { name: '适合宽度' }).textContent).toBe('500%');
    expect((zoomIn as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '适合宽度' }));
    expect(screen.getByRole('button', { name: '适合宽度' }).textContent).toBe('100%');
  });
});
