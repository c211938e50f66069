import { Button } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { HomeCategory } from '@moyue/contracts/api/rankings';
import { HierarchyName } from '@moyue/contracts/api/search';
import { CATEGORY_LIST_COLLAPSE_HEIGHT_PX } from '@moyue/contracts/ui-constants';
import { truncateCategoryTitle } from '@moyue/contracts/format-text';
import { TabPanel, TabStrip } from '../../../components/tab-strip/TabStrip';
import { getHref } from '../../../config/paths';
import { useMediaQuery } from '../../../hooks/use-narrow-screen';

/** Each category is one line (home.css: 13 px type, ellipsis) in a grid row of this height. */
const ROW_PX = 28;
const ROW_GAP_PX = 2;
/** Three columns on a phone, where the list spans the page; two beside the banner. */
const PHONE_COLUMNS_QUERY = '(max-width: 600px)';

/**
 * The list's height, known from its rows rather than measured: reading it from the page
 * forced the whole home page's layout inside React's commit, the longest task of a phone's
 * load (issue 16).
 */
export const categoryListHeight = (count: number, columns: number): number => {
  const rows = Math.ceil(count / columns);
  return rows * ROW_PX + Math.max(0, rows - 1) * ROW_GAP_PX;
};

function CategoryLinks({ items, hierarchy }: { items: HomeCategory[]; hierarchy: string }) {
  const columns = useMediaQuery(PHONE_COLUMNS_QUERY) ? 3 : 2;
  // spec §9: the list collapses above 495 px
  const tall = categoryListHeight(items.length, columns) > CATEGORY_LIST_COLLAPSE_HEIGHT_PX;
  const [open, setOpen] = useState(false);
  return (
    <>
      <ul
        className="category-nav__list"
        style={{
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gridAutoRows: ROW_PX,
          rowGap: ROW_GAP_PX,
          maxHeight: open ? undefined : CATEGORY_LIST_COLLAPSE_HEIGHT_PX,
        }}
      >
        {items.map((item) => (
          <li key={item.Id}>
            <Link to={getHref.categorySearch(item.Id, hierarchy)} title={item.Title}>
              {item.ClcCode ? <em>{item.ClcCode}</em> : null}
              {truncateCategoryTitle(item.Title)}
            </Link>
          </li>
        ))}
      </ul>
      {tall ? (
        <Button type="link" size="small" onClick={() => setOpen(!open)}>
          {open ? '收起' : '展开全部'}
        </Button>
      ) : null}
    </>
  );
}

/**
 * spec §2 category navigation: the book categories and the 中图法, as tabs (TabStrip, not
 * antd's Tabs: those laid the whole home page out inside its longest task on a phone, issue 16).
 */
export function CategoryNav({
  categories,
  clc,
}: {
  categories: HomeCategory[];
  clc: HomeCategory[];
}) {
  const tabs = [
    ...(categories.length > 0
      ? [
          {
            key: 'categories',
            label: '图书分类',
            items: categories,
            hierarchy: HierarchyName.Institutes,
          },
        ]
      : []),
    { key: 'clc', label: '中图法', items: clc, hierarchy: HierarchyName.Clc },
  ];
  const [chosen, setChosen] = useState(tabs[0]!.key);
  const tab = tabs.find((each) => each.key === chosen) ?? tabs[0]!;
  const idBase = useId();
  return (
    <nav className="category-nav" aria-label="分类导航" data-testid="category-nav">
      <TabStrip
        className="category-nav__tabs"
        items={tabs}
        activeKey={tab.key}
        onChange={setChosen}
        idBase={idBase}
      />
      <TabPanel idBase={idBase} tabKey={tab.key}>
        {/* a new list for each tab: its 展开全部 starts closed */}
        <CategoryLinks key={tab.key} items={tab.items} hierarchy={tab.hierarchy} />
      </TabPanel>
    </nav>
  );
}
