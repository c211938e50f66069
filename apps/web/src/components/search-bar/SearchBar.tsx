import { useEffect, useState } from 'react';
import { AutoComplete, Button, Input, Radio, type AutoCompleteProps } from 'antd';
import { useFeedback } from '../feedback/feedback-api';
import { Link, useLocation } from 'react-router';
import { SUGGESTION_DEBOUNCE_MS } from '@moyue/contracts/ui-constants';
import { SearchMessages } from '@moyue/contracts/messages';
import { normaliseSearchKeyword } from '@moyue/contracts/validators';
import { getHref, paths } from '../../config/paths';
import { TabStrip } from '../tab-strip/TabStrip';
import { useSiteNavigate } from '../../lib/site-navigation';
import { isLoggedIn, selectOrganizationInfo, useAppStore } from '../../stores/app-store';
import { useSuggest } from './get-suggest';
import {
  useDeleteSearchHistory,
  useRefreshSearchHistory,
  useSearchHistory,
} from './search-history';
import { AI_PATHS, tabOfPath, type SearchTab } from './search-tab';
import { useDebouncedValue } from './use-debounced-value';
import './search-bar.css';

const TABS: { key: SearchTab; label: string }[] = [
  { key: '1', label: '资源检索' },
  { key: '0', label: '全文检索' },
  { key: '3', label: '问答检索' },
];
/** Offered on the AI pages only (AI_PATHS). */
const AI_TAB = { key: '2', label: 'AI读书助手' } as const;
const PLACEHOLDERS: Record<SearchTab, string> = {
  '1': '请输入书名、作者、出版社或 ISBN',
  '0': '请输入关键词，检索图书全文',
  '3': '请输入问题，如：床前明月光是谁写的',
  '2': '请输入想问 AI 读书助手的书名或问题',
};
/** spec §2 radio filters of resource search. */
const FILTERS = [
  { value: '', label: '全部' },
  { value: 'Publisher', label: '出版社' },
  { value: 'Author', label: '作者' },
  { value: 'Isbn', label: 'ISBN' },
] as const;

/** An option of the dropdown that clears the search history (never searched for). */
const CLEAR_HISTORY = '\u0000clear-history';

/** The header search bar: tabs, filters, input with history (signed-in) and suggestions, and the advanced-search link. */
export function SearchBar() {
  const { message } = useFeedback();
  const navigate = useSiteNavigate();
  const { pathname } = useLocation();
  const [chosenTab, setTab] = useState<SearchTab>(() => tabOfPath(pathname) ?? '0');
  useEffect(() => {
    const own = tabOfPath(pathname);
    if (own) setTab(own);
  }, [pathname]);
  // spec §6: an institution may have full-text search off (the server refuses it too).
  const fullTextOff = Boolean(useAppStore(selectOrganizationInfo)?.FullTextSearchDisabled);
  const tab: SearchTab = fullTextOff && chosenTab === '0' ? '1' : chosenTab;
  const tabs = fullTextOff ? TABS.filter((item) => item.key !== '0') : TABS;
  const [select, setSelect] = useState<string>('');
  const searchInput = useAppStore((state) => state.searchInput);
  const setSearchInput = useAppStore((state) => state.setSearchInput);
  // spec §5: suggestions are debounced 1 s and never asked for blank input;
  // a blank input drops the last suggestions at once, not a second later.
  const inputBlank = normaliseSearchKeyword(searchInput) === '';
  const debounced = normaliseSearchKeyword(useDebouncedValue(searchInput, SUGGESTION_DEBOUNCE_MS));
  const suggestFor = inputBlank ? '' : debounced;
  const suggestions = useSuggest(suggestFor).data?.ItemList ?? [];
  // spec §2/§7: a signed-in reader sees their search history while the input is blank.
  const loggedIn = isLoggedIn(useAppStore((state) => state.user));
  // Asked for only once the reader turns to the bar, not on every page load.
  const [historyWanted, setHistoryWanted] = useState(false);
  const historyQuery = useSearchHistory(loggedIn && historyWanted);
  const history = historyQuery.data?.ItemList ?? [];
  const deleteHistory = useDeleteSearchHistory();
  const refetchHistory = useRefreshSearchHistory();
  // The server keeps each keyword when the results page searches: ask again
  // whenever the history may show (focus, dropdown opening, input cleared),
  // even while an older request is under way (it may predate the keyword).
  const refreshHistory = () => {
    if (!loggedIn) return;
    if (!historyWanted) setHistoryWanted(true);
    else void refetchHistory();
  };
  const showHistory = loggedIn && inputBlank && history.length > 0;
  const options: AutoCompleteProps['options'] = showHistory
    ? [
        {
          label: '搜索历史',
          options: history.map((item) => ({
            value: item.Title,
            label: (
              <span className="search-bar__history-item">
                <span>{item.Title}</span>
                <button
                  type="button"
                  className="search-bar__history-delete"
                  aria-label={`删除搜索历史 ${item.Title}`}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={(event) => {
                    event.stopPropagation();
                    deleteHistory.mutate({ ids: [item.Id] });
                  }}
                >
                  ×
                </button>
              </span>
            ),
          })),
        },
        {
          value: CLEAR_HISTORY,
          label: <span className="search-bar__history-clear">清空搜索历史</span>,
        },
      ]
    : suggestFor
      ? suggestions.map((item) => ({ value: item.Text }))
      : [];

  const search = (text: string = searchInput) => {
    const keyword = normaliseSearchKeyword(text);
    // spec §5: full-text and Q&A searches need a keyword.
    if ((tab === '0' || tab === '3') && !keyword) {
      void message.warning(SearchMessages.EmptyKeyword);
      return;
    }
    if (tab === '0') navigate(getHref.fullTextSearch(keyword));
    else if (tab === '3') navigate(getHref.questionSearch(keyword));
    else if (tab === '2') navigate(getHref.bookAi(keyword));
    else navigate(getHref.resourceSearch(keyword, select || undefined));
  };
  const onAiPage = AI_PATHS.some((p) => pathname.startsWith(p));

  return (
    <div className="search-bar" data-testid="search-bar">
      {/* Not antd's Tabs: they made their style sheet and measured the row on every page's
          first render at 1440 px (issue 16). */}
      <TabStrip
        className="search-bar__tabs"
        label="检索类型"
        activeKey={tab}
        onChange={setTab}
        items={onAiPage ? [...tabs, AI_TAB] : tabs}
      />
      <div className="search-bar__row">
        <AutoComplete
          className="search-bar__input"
          value={searchInput}
          options={options}
          onOpenChange={(open) => {
            if (open) refreshHistory();
          }}
          onChange={(value: string) => {
            if (value === CLEAR_HISTORY) return;
            setSearchInput(value);
            if (normaliseSearchKeyword(value) === '') refreshHistory();
          }}
          onSelect={(value: string) => {
            if (value === CLEAR_HISTORY) {
              deleteHistory.mutate('all');
              return;
            }
            setSearchInput(value);
            search(value);
          }}
        >
          <Input
            size="large"
            allowClear
            placeholder={PLACEHOLDERS[tab]}
            onPressEnter={() => search()}
            onFocus={refreshHistory}
            aria-label="检索关键词"
          />
        </AutoComplete>
        <Button size="large" type="primary" onClick={() => search()}>
          搜索
        </Button>
        <Link className="search-bar__advanced" to={paths.searchBook}>
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
