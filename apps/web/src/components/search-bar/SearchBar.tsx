import { useState } from 'react';
import { App, Button, Input, Radio, Tabs } from 'antd';
import { Link } from 'react-router';
import { SearchMessages } from '@moyue/contracts/messages';
import { normaliseSearchKeyword } from '@moyue/contracts/validators';
import { getHref } from '../../config/paths';
import { useSiteNavigate } from '../../app/site-navigation';
import { useAppStore } from '../../stores/app-store';
import './search-bar.css';

/** spec §2 search type: 1 resource, 0 full text (default). */
type SearchTab = '1' | '0';
/** spec §2 radio filters of resource search. */
const FILTERS = [
  { value: '', label: '全部' },
  { value: 'Publisher', label: '出版社' },
  { value: 'Author', label: '作者' },
  { value: 'Isbn', label: 'ISBN' },
] as const;

/** The header search bar: tabs, filters, input and the advanced-search link (history and suggestions come with search). */
export function SearchBar() {
  const { message } = App.useApp();
  const navigate = useSiteNavigate();
  const [tab, setTab] = useState<SearchTab>('0');
  const [select, setSelect] = useState<string>('');
  const searchInput = useAppStore((state) => state.searchInput);
  const setSearchInput = useAppStore((state) => state.setSearchInput);

  const search = () => {
    const keyword = normaliseSearchKeyword(searchInput);
    if (tab === '0') {
      if (!keyword) {
        void message.warning(SearchMessages.EmptyKeyword);
        return;
      }
      navigate(getHref.fullTextSearch(keyword));
      return;
    }
    navigate(getHref.resourceSearch(keyword, select || undefined));
  };

  return (
    <div className="search-bar" data-testid="search-bar">
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as SearchTab)}
        items={[
          { key: '1', label: '资源检索' },
          { key: '0', label: '全文检索' },
        ]}
      />
      <div className="search-bar__row">
        <Input
          size="large"
          allowClear
          value={searchInput}
          placeholder={
            tab === '1' ? '请输入书名、作者、出版社或 ISBN' : '请输入关键词，检索图书全文'
          }
          onChange={(event) => setSearchInput(event.target.value)}
          onPressEnter={search}
          aria-label="检索关键词"
        />
        <Button size="large" type="primary" onClick={search}>
          搜索
        </Button>
        <Link className="search-bar__advanced" to="/wrap/searchBook">
          高级检索
        </Link>
      </div>
      {tab === '1' && (
        <Radio.Group
          className="search-bar__filters"
          value={select}
          onChange={(event) => setSelect(String(event.target.value))}
          options={FILTERS.map((filter) => ({ value: filter.value, label: filter.label }))}
        />
      )}
    </div>
  );
}
