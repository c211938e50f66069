import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReaderShell, type ReaderShellProps } from './ReaderShell';
import { TocList } from './TocList';

function renderShell(overrides: Partial<ReaderShellProps> = {}) {
  const props: ReaderShellProps = {
    title: '长河十章',
    trialNote: null,
    theme: 'day',
    progress: 0.42,
    position: '第3章 第1/2页',
    panel: null,
    onPanel: vi.fn(),
    toc: null,
    search: <input aria-label="书内搜索框" />,
    bookmarks: null,
    onPrev: vi.fn(),
    onNext: vi.fn(),
    children: <p>正文</p>,
    ...overrides,
  };
  render(<ReaderShell {...props} />);
  return props;
}

describe('the reader frame of both readers', () => {
  it('turns pages with ←/→ and PageUp/PageDown', () => {
    const props = renderShell();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'PageDown' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'PageUp' });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(props.onNext).toHaveBeenCalledTimes(2);
    expect(props.onPrev).toHaveBeenCalledTimes(2);
  });

  it('mirrors the arrow keys and the turn buttons for a right-to-left book', () => {
    const props = renderShell({ direction: 'rtl' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(props.onNext).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(props.onPrev).toHaveBeenCalledTimes(1);
    const [left, right] = screen.getAllByRole('button', { name: /上一页|下一页/ });
    expect(left?.getAttribute('aria-label')).toBe('下一页');
    expect(right?.getAttribute('aria-label')).toBe('上一页');
    fireEvent.click(left!);
    expect(props.onNext).toHaveBeenCalledTimes(2);
    fireEvent.click(right!);
    expect(props.onPrev).toHaveBeenCalledTimes(2);
  });

  it('leaves the arrow keys to a text field being typed in', () => {
    const props = renderShell({ panel: 'search' });
    fireEvent.keyDown(screen.getByLabelText('书内搜索框'), { key: 'ArrowLeft' });
    expect(props.onPrev).not.toHaveBeenCalled();
  });

  it('hides the page under a trial notice instead of laying the notice over its text', () => {
    renderShell({ overlay: <section role="dialog" aria-label="试读结束" /> });
    const page = screen.getByText('正文').closest('.reader-page')!;
    expect(page.hasAttribute('inert')).toBe(true);
    expect(page.closest('.reader-stage')!.classList).toContain('reader-stage--covered');
    for (const turn of screen.getAllByRole('button', { hidden: true, name: /上一页|下一页/ }))
      expect(turn.hasAttribute('inert')).toBe(true);
  });

  it('leaves the page readable without a notice', () => {
    renderShell();
    const page = screen.getByText('正文').closest('.reader-page')!;
    expect(page.hasAttribute('inert')).toBe(false);
    expect(page.closest('.reader-stage')!.classList).not.toContain('reader-stage--covered');
  });

  it('shows the progress, the place and the trial note', () => {
    renderShell({ trialNote: '试读 · 前2章' });
    expect(screen.getByLabelText('阅读进度').textContent).toBe('42%');
    expect(screen.getByText('第3章 第1/2页')).toBeTruthy();
    expect(screen.getByText('试读 · 前2章')).toBeTruthy();
  });
});

describe('the contents list', () => {
  const node = (Id: number, Title: string, IsLock: boolean) => ({
    Id,
    ExternalId: `n${Id}`,
    Title,
    Childs: [],
    MultimediaFiles: [],
    Courseware: [],
    AnnexeFiles: [],
    IsLock,
    Url: '',
    Page: Id,
    SpineIndex: Id,
  });

  it('opens unlocked nodes and keeps locked ones shut (spec §5)', () => {
    const onSelect = vi.fn();
    render(
      <TocList
        nodes={[node(1, '第一章', false), node(2, '第二章', true)]}
        currentId={1}
        onSelect={onSelect}
      />,
    );
    fireEvent.click(screen.getByText('第一章'));
    fireEvent.click(screen.getByText('第二章'));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.getByText('第二章').closest('button')?.disabled).toBe(true);
    expect(screen.getByText('第一章').closest('button')?.getAttribute('aria-current')).toBe('true');
  });

  it('says 暂无目录 when there are no nodes', () => {
    render(<TocList nodes={[]} currentId={null} onSelect={vi.fn()} />);
    expect(screen.getByText('暂无目录')).toBeTruthy();
  });
});
