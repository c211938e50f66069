import { Button, Tabs } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { HomeCategory } from '@moyue/contracts/api/rankings';
import { HierarchyName } from '@moyue/contracts/api/search';
import { CATEGORY_LIST_COLLAPSE_HEIGHT_PX } from '@moyue/contracts/ui-constants';
import { truncateCategoryTitle } from '@moyue/contracts/format-text';
import { getHref } from '../../../config/paths';

function CategoryLinks({ items, hierarchy }: { items: HomeCategory[]; hierarchy: string }) {
  const list = useRef<HTMLUListElement>(null);
  const [tall, setTall] = useState(false);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    setTall((list.current?.scrollHeight ?? 0) > CATEGORY_LIST_COLLAPSE_HEIGHT_PX);
  }, [items]);
  return (
    <>
      <ul
        ref={list}
        className="category-nav__list"
        // spec §9: the list collapses above 495 px
        style={open ? undefined : { maxHeight: CATEGORY_LIST_COLLAPSE_HEIGHT_PX }}
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

/** spec §2 category navigation: the book categories and the 中图法. */
export function CategoryNav({
  categories,
  clc,
}: {
  categories: HomeCategory[];
  clc: HomeCategory[];
}) {
  const items = [
    ...(categories.length > 0
      ? [
          {
            key: 'categories',
            label: '图书分类',
            children: <CategoryLinks items={categories} hierarchy={HierarchyName.Institutes} />,
          },
        ]
      : []),
    {
      key: 'clc',
      label: '中图法',
      children: <CategoryLinks items={clc} hierarchy={HierarchyName.Clc} />,
    },
  ];
  return (
    <nav className="category-nav" aria-label="分类导航" data-testid="category-nav">
      <Tabs size="small" items={items} />
    </nav>
  );
}
