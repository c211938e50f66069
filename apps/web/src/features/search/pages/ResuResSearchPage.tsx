import { useEffect, useMemo, useState } from 'react';
import { Empty, Pagination, Radio, Segmented, Select, Skeleton, Tabs } from 'antd';
import { AppstoreOutlined, BarsOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { EmptyMessages, SITE_TITLE } from '@moyue/contracts/messages';
import { selectLibraryType, useAppStore } from '../../../stores/app-store';
import { EBOOKS_ONLY_LIBRARY_TYPE } from '@moyue/contracts/object-types';
import { useSearchContents } from '../api/search-contents';
import { ResultRow } from '../components/ResultRow';
import { SubjectNav } from '../components/SubjectNav';
import { buildSubjectTree, type SubjectSelection } from '../components/subject-tree';
import { SEARCH_KINDS, SORTS, readInSearchKeyword } from './search-params';
import './search.css';

const PAGE_SIZE = 20;

/** spec §2 /wrap/resuResSearch: resource search with type switcher, filters, sort, display mode and subject navigation. */
export function ResuResSearchPage() {
  const [searchParams] = useSearchParams();
  const keyword = readInSearchKeyword(searchParams.get('inSearch'));
  const select = searchParams.get('select') ?? '';
  // spec §6: library mode 3 offers e-books only.
  const libraryType = useAppStore(selectLibraryType);
  const setSearchInput = useAppStore((state) => state.setSearchInput);
  const kinds = libraryType === EBOOKS_ONLY_LIBRARY_TYPE ? SEARCH_KINDS.slice(0, 1) : SEARCH_KINDS;
  const [kind, setKind] = useState<string>(kinds[0].key);
  const [subjects, setSubjects] = useState<SubjectSelection>(() => {
    const id = Number(searchParams.get('CategoryIds'));
    return { selected: Number.isFinite(id) && id > 0 ? id : null, open: [] };
  });
  const [publisher, setPublisher] = useState<string | undefined>();
  const [sort, setSort] = useState(0);
  const [layout, setLayout] = useState<'list' | 'grid'>('list');
  const [page, setPage] = useState(1);
  const objectTypes =
    SEARCH_KINDS.find((k) => k.key === kind)?.objectTypes ?? SEARCH_KINDS[0].objectTypes;

  useEffect(() => setSearchInput(keyword), [keyword, setSearchInput]);
  useEffect(() => {
    // spec §2: this page keeps its own title.
    document.title = keyword ? `${keyword} - 书城 - ${SITE_TITLE}` : `书城 - ${SITE_TITLE}`;
  }, [keyword]);

  const { data, isLoading, isError } = useSearchContents({
    keyword,
    select,
    objectTypes,
    sort,
    cp: page,
    ps: PAGE_SIZE,
    ...(subjects.selected !== null ? { CategoryIds: String(subjects.selected) } : {}),
    ...(publisher ? { publisher } : {}),
  });
  const tree = useMemo(() => buildSubjectTree(data?.Categories ?? []), [data?.Categories]);

  const switchKind = (next: string) => {
    // spec §4: an object-type switch resets the category selection.
    setKind(next);
    setSubjects({ selected: null, open: [] });
    setPublisher(undefined);
    setPage(1);
  };

  return (
    <div className="search-page">
      <Tabs
        activeKey={kind}
        onChange={switchKind}
        items={kinds.map((k) => ({ key: k.key, label: k.label }))}
      />
      <div className="search-page__body">
        <SubjectNav
          tree={tree}
          state={subjects}
          onChange={(next) => {
            setSubjects(next);
            setPage(1);
          }}
        />
        <section className="search-page__results" aria-label="检索结果">
          <div className="search-page__toolbar">
            <span>
              {keyword ? `“${keyword}” ` : ''}共 <strong>{data?.RecordCount ?? 0}</strong> 条结果
            </span>
            <Select
              allowClear
              placeholder="出版社"
              style={{ width: 220 }}
              value={publisher}
              onChange={(value: string | undefined) => {
                setPublisher(value);
                setPage(1);
              }}
              options={(data?.Publishers ?? []).map((p) => ({
                value: p.Key,
                label: `${p.Description}（${p.Count}）`,
              }))}
            />
            <Radio.Group
              optionType="button"
              size="small"
              value={sort}
              onChange={(e) => setSort(Number(e.target.value))}
              options={SORTS.map((s) => ({ ...s }))}
            />
            <Segmented
              value={layout}
              onChange={(value) => setLayout(value === 'grid' ? 'grid' : 'list')}
              options={[
                { value: 'list', icon: <BarsOutlined />, title: '列表' },
                { value: 'grid', icon: <AppstoreOutlined />, title: '大图' },
              ]}
            />
          </div>
          {isLoading && <Skeleton active />}
          {isError && <Empty description="检索失败，请稍后再试" />}
          {data && data.ItemList.length === 0 && <Empty description={EmptyMessages.Data} />}
          <div className={layout === 'grid' ? 'search-page__grid' : 'search-page__list'}>
            {data?.ItemList.map((content) => (
              <ResultRow key={content.Id} content={content} layout={layout} />
            ))}
          </div>
          {data && data.RecordCount > PAGE_SIZE && (
            <Pagination
              current={page}
              pageSize={PAGE_SIZE}
              total={data.RecordCount}
              showSizeChanger={false}
              onChange={setPage}
            />
          )}
        </section>
      </div>
    </div>
  );
}
