import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DetailTabs, type DetailTab, type DetailTabKey } from './DetailTabs';

/** A draft the reader typed: lost if its pane were drawn again from scratch. */
function Draft() {
  const [text, setText] = useState('');
  return <input aria-label="草稿" value={text} onChange={(event) => setText(event.target.value)} />;
}

const TABS: DetailTab[] = [
  { key: 'abstracts', label: '简介', children: <p>简介内容</p> },
  { key: 'comments', label: '评论', children: <Draft /> },
  { key: 'toc', label: '目录', children: <p>目录内容</p> },
];

function Page() {
  const [active, setActive] = useState<DetailTabKey>('abstracts');
  return <DetailTabs tabs={TABS} active={active} onChange={setActive} />;
}

describe('DetailTabs (spec §4: tabs load lazily)', () => {
  it('draws a pane only once its tab opens, and keeps it after', () => {
    render(<Page />);
    expect(screen.queryByText('目录内容')).toBeNull();
    expect(screen.queryByLabelText('草稿')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '评论' }));
    fireEvent.change(screen.getByLabelText('草稿'), { target: { value: '好书' } });
    fireEvent.click(screen.getByRole('tab', { name: '简介' }));
    // hidden, not gone: the draft survives a look at another tab
    expect(screen.getByRole('tabpanel').textContent).toBe('简介内容');
    fireEvent.click(screen.getByRole('tab', { name: '评论' }));
    expect(screen.getByLabelText<HTMLInputElement>('草稿').value).toBe('好书');
    expect(screen.queryByText('目录内容')).toBeNull();
  });

  it('opens on the first tab when the asked one is not among them', () => {
    render(<DetailTabs tabs={TABS} active="donor" onChange={() => undefined} />);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('简介');
    expect(screen.getByRole('tabpanel').textContent).toBe('简介内容');
  });
});
