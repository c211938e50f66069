import { useId, useState, type ReactNode } from 'react';
import { TabPanel, TabStrip } from '../../../components/tab-strip/TabStrip';

export type DetailTabKey =
  'donor' | 'abstracts' | 'toc' | 'courseware' | 'materials' | 'comments' | 'collection' | 'ai';

export interface DetailTab {
  key: DetailTabKey;
  label: ReactNode;
  /** Rendered the first time the tab opens (spec §4: tabs load lazily). */
  children: ReactNode;
}

/**
 * spec §2/§4 detail tabs in their order. A pane is rendered the first time its tab opens and
 * kept (hidden) after, so a comment being written or an AI conversation survives a look at
 * another tab. TabStrip rather than antd's Tabs: those measured every tab while the page
 * committed, a long task on a phone (issue 16).
 */
export function DetailTabs({
  tabs,
  active,
  onChange,
}: {
  tabs: DetailTab[];
  active: DetailTabKey;
  onChange: (key: DetailTabKey) => void;
}) {
  const idBase = useId();
  const current = tabs.some((tab) => tab.key === active) ? active : (tabs[0]?.key ?? active);
  const [opened, setOpened] = useState<ReadonlySet<DetailTabKey>>(() => new Set([current]));
  // A tab opened by the page (its address, a link) as well as by a click is kept from now on.
  if (!opened.has(current)) setOpened(new Set(opened).add(current));
  return (
    <div className="detail-tabs">
      <TabStrip
        className="detail-tabs__nav"
        items={tabs}
        activeKey={current}
        onChange={onChange}
        idBase={idBase}
      />
      {tabs
        .filter((tab) => opened.has(tab.key) || tab.key === current)
        .map((tab) => (
          <TabPanel key={tab.key} idBase={idBase} tabKey={tab.key} hidden={tab.key !== current}>
            {tab.children}
          </TabPanel>
        ))}
    </div>
  );
}
