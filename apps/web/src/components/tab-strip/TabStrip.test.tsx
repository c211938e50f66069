import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabPanel, TabStrip, tabAfterKey } from './TabStrip';

const ITEMS = [
  { key: 'a', label: '全部' },
  { key: 'b', label: '图书' },
  { key: 'c', label: '课程' },
] as const;

function Controlled({ onChange }: { onChange?: (key: string) => void }) {
  const [active, setActive] = useState<string>('a');
  return (
    <>
      <TabStrip
        label="资源类型"
        items={ITEMS}
        activeKey={active}
        idBase="t"
        onChange={(key) => {
          onChange?.(key);
          setActive(key);
        }}
      />
      {ITEMS.map((item) => (
        <TabPanel key={item.key} idBase="t" tabKey={item.key} hidden={item.key !== active}>
          {item.label}的内容
        </TabPanel>
      ))}
    </>
  );
}

const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('TabStrip (WAI-ARIA tabs)', () => {
  it('names each tab’s panel, and only the chosen tab is in the tab order', () => {
    render(<Controlled />);
    expect(screen.getByRole('tablist', { name: '资源类型' })).toBeTruthy();
    const tab = screen.getByRole('tab', { name: '图书' });
    expect(tab.getAttribute('aria-controls')).toBe('t-b');
    expect(tab.tabIndex).toBe(-1);
    expect(screen.getByRole('tab', { name: '全部' }).tabIndex).toBe(0);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('t-a-tab');
    expect(screen.getByRole('tabpanel').textContent).toBe('全部的内容');
  });

  it('chooses a clicked tab, and says nothing when the chosen one is clicked again', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: '课程' }));
    expect(onChange).toHaveBeenCalledWith('c');
    expect(selected()).toBe('课程');
    expect(screen.getByRole('tabpanel').textContent).toBe('课程的内容');
  });

  it('moves with the arrow keys (wrapping), Home and End, and focuses the tab it chose', () => {
    render(<Controlled />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()).toBe('课程');
    expect(document.activeElement?.textContent).toBe('课程');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toBe('全部');
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()).toBe('课程');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selected()).toBe('全部');
    fireEvent.keyDown(list, { key: 'a' });
    expect(selected()).toBe('全部');
  });

  it('leaves out the panel ids without idBase', () => {
    render(<TabStrip items={ITEMS} activeKey="b" onChange={() => undefined} />);
    expect(screen.getByRole('tab', { name: '图书' }).getAttribute('aria-controls')).toBeNull();
  });

  it('tabAfterKey: no tab for no tabs or another key', () => {
    expect(tabAfterKey('ArrowRight', 0, 0)).toBeNull();
    expect(tabAfterKey('Enter', 1, 3)).toBeNull();
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
  });
});
