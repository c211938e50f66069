import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tab-strip.css';

export interface TabStripItem<K extends string> {
  key: K;
  label: ReactNode;
}

/** The ids that tie a tab to its panel (WAI-ARIA tabs). */
const tabIds = (idBase: string, key: string) => ({
  tab: `${idBase}-${key}-tab`,
  panel: `${idBase}-${key}`,
});

/** Which tab a key moves to, or null for a key that moves nothing (arrows wrap around). */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A row of tabs drawn as antd's line tabs are, without antd's Tabs: those made their whole
 * style sheet and measured every tab (the ink bar) while React committed, so each first page
 * of a phone's visit laid itself out inside its longest task (issue 16). Arrow keys, Home and
 * End move between the tabs; a narrow screen scrolls the row instead of hiding tabs.
 *
 * With idBase, each tab names its panel (TabPanel with the same idBase); without it the tabs
 * only choose what the page below shows.
 */
export function TabStrip<K extends string>({
  items,
  activeKey,
  onChange,
  idBase,
  className,
  label,
}: {
  items: readonly TabStripItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  idBase?: string;
  className?: string;
  /** The tab list's accessible name. */
  label?: string;
}) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.key === activeKey);
    const next = tabAfterKey(event.key, Math.max(0, index), items.length);
    if (next === null) return;
    event.preventDefault();
    const { key } = items[next]!;
    if (key !== activeKey) onChange(key);
    buttons.current.get(key)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={className ? `tab-strip ${className}` : 'tab-strip'}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.key === activeKey;
        const ids = idBase === undefined ? undefined : tabIds(idBase, item.key);
        return (
          <button
            key={item.key}
            ref={(button) => {
              if (button) buttons.current.set(item.key, button);
              else buttons.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={ids?.tab}
            aria-controls={ids?.panel}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className="tab-strip__tab"
            onClick={() => {
              if (!selected) onChange(item.key);
            }}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of one tab of a TabStrip with the same idBase; hidden while another tab is chosen. */
export function TabPanel({
  idBase,
  tabKey,
  hidden = false,
  children,
}: {
  idBase: string;
  tabKey: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  const ids = tabIds(idBase, tabKey);
  return (
    <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} hidden={hidden}>
      {children}
    </div>
  );
}
