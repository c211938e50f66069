import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { useNarrowScreen } from '../../../hooks/use-narrow-screen';

/** Between tabs on a phone: a book's six tabs (捐赠人 … AI对话) fit 390 px instead of hiding behind '…'. */
const NARROW_TAB_GUTTER = 12;

export type DetailTabKey =
  'donor' | 'abstracts' | 'toc' | 'courseware' | 'materials' | 'comments' | 'collection' | 'ai';

export interface DetailTab {
  key: DetailTabKey;
  label: ReactNode;
  /** Rendered the first time the tab opens (spec §4: tabs load lazily). */
  children: ReactNode;
}

/** spec §2/§4 detail tabs in their order; antd renders a pane only once it has been opened. */
export function DetailTabs({
  tabs,
  active,
  onChange,
}: {
  tabs: DetailTab[];
  active: DetailTabKey;
  onChange: (key: DetailTabKey) => void;
}) {
  const narrow = useNarrowScreen();
  const current = tabs.some((tab) => tab.key === active) ? active : (tabs[0]?.key ?? active);
  return (
    <Tabs
      className="detail-tabs"
      tabBarGutter={narrow ? NARROW_TAB_GUTTER : undefined}
      activeKey={current}
      onChange={(key) => onChange(key as DetailTabKey)}
      items={tabs}
    />
  );
}
