import { useEffect } from 'react';
import { Result, Segmented, Select, Tabs } from 'antd';
import { Link } from 'react-router';
import { AppstoreOutlined, BarsOutlined } from '@ant-design/icons';
import { SearchScope } from '@moyue/contracts/api/search';
import { Code } from '@moyue/contracts/codes';
import { CertificationMessages, SITE_TITLE } from '@moyue/contracts/messages';
import { ApiError } from '../../../api/api-error';
import { getHref, paths } from '../../../config/paths';
import { EBOOKS_ONLY_LIBRARY_TYPE } from '@moyue/contracts/object-types';
import { selectLibraryType, selectOrganizationInfo, useAppStore } from '../../../stores/app-store';
import { useSearchContents } from '../api/search-contents';
import { CourseFilters } from '../components/CourseFilters';
import { FilterGroup } from '../components/FilterGroup';
import { SearchResults } from '../components/SearchResults';
import { SUBJECT_HIERARCHIES, SubjectNav } from '../components/SubjectNav';
import { useSubjectTree } from '../hooks/use-subject-tree';
import { useSearchQuery } from '../hooks/use-search-query';
import {
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  SORTS,
  readBookSort,
  readCategoryIds,
  readCourseFilter,
  readInSearchKeyword,
  readPage,
} from '../search-params';
import './search.css';

/** Why the holdings are closed to this reader, and how to open them (code 36). */
const HOLDINGS_EXPLANATION =
  '机构馆藏是学校、图书馆等机构为其成员提供的资源：绑定并认证你所在的机构后即可查看；在机构网络（如校园网、馆内网络）中访问也可直接查看。';

/**
 * spec §2 /wrap/resuResSearch: resource search with type switcher, filters, sort, display mode
 * and subject navigation. Every choice lives in the query (kind, CategoryIds, publisher, sort,
 * contentSource, layout, cp) next to the spec's inSearch, select and searchType.
 */
export function ResuResSearchPage({ holdings = false }: { holdings?: boolean }) {
  const [params, update] = useSearchQuery();
  const keyword = readInSearchKeyword(params.get('inSearch'));
  const select = params.get('select') ?? '';
  // spec §6: library mode 3 offers e-books only.
  const libraryType = useAppStore(selectLibraryType);
  const setSearchInput = useAppStore((state) => state.setSearchInput);
  const kinds = libraryType === EBOOKS_ONLY_LIBRARY_TYPE ? SEARCH_KINDS.slice(0, 1) : SEARCH_KINDS;
  const kind = kinds.find((k) => k.key === params.get('kind')) ?? kinds[0];
  const isCourse = kind.key === 'course';
  const selectedCategory = readCategoryIds(params)[0] ?? null;
  const publisher = isCourse ? undefined : params.get('publisher') || undefined;
  const bookSort = readBookSort(params);
  const courseFilter = readCourseFilter(params);
  const layout = params.get('layout') === 'grid' ? 'grid' : 'list';
  const page = readPage(params);
  // spec §6: an organisation may hide the departments navigation, or navigate by classification only.
  const organizationInfo = useAppStore(selectOrganizationInfo);
  const hideDepartments = Boolean(
    organizationInfo?.HideDepartmentNav || organizationInfo?.ClassificationOnly,
  );
  const hierarchies = hideDepartments ? SUBJECT_HIERARCHIES.slice(0, 1) : SUBJECT_HIERARCHIES;
  const hierarchy =
    hierarchies.find((h) => h.name === params.get('hierarchyName'))?.name ?? hierarchies[0].name;

  useEffect(() => setSearchInput(keyword), [keyword, setSearchInput]);
  useEffect(() => {
    // spec §2: this page keeps its own title.
    const place = holdings ? '机构馆藏' : '书城';
    document.title = keyword ? `${keyword} - ${place} - ${SITE_TITLE}` : `${place} - ${SITE_TITLE}`;
  }, [keyword, holdings]);

  const search = useSearchContents({
    keyword,
    select,
    objectTypes: kind.objectTypes,
    cp: page,
    ps: SEARCH_PAGE_SIZE,
    CategoryIds: selectedCategory === null ? undefined : String(selectedCategory),
    hierarchyName: hierarchy,
    hierarchyIds: params.get('hierarchyIds') || undefined,
    publisher,
    ...(holdings ? { scope: SearchScope.Holdings } : {}),
    ...(isCourse ? courseFilter : { sort: bookSort }),
  });
  // spec §8 code 36: the holdings need a certified institution (or its network).
  const needsInstitution =
    holdings && search.error instanceof ApiError && search.error.code === Code.NeedsInstitution;
  const { tree, subjects } = useSubjectTree(search.data?.Categories, selectedCategory);

  // spec §4: an object-type switch resets the category selection (and the filters of the old kind).
  const switchKind = (next: string) =>
    update({
      kind: next === SEARCH_KINDS[0].key ? null : next,
      CategoryIds: null,
      publisher: null,
      sort: null,
      contentSource: null,
    });

  if (needsInstitution)
    return (
      <div className="search-page">
        <Result
          status="warning"
          title={CertificationMessages.NoOrganization}
          subTitle={HOLDINGS_EXPLANATION}
          extra={
            <Link
              className="ant-btn ant-btn-primary"
              to={getHref.bindOrganization(paths.schoolResources)}
            >
              {CertificationMessages.GoCertify}
            </Link>
          }
        />
      </div>
    );

  const holder = holdings ? search.data?.HoldingsOf?.Title : undefined;
  return (
    <div className="search-page">
      {holder && (
        <h2 className="search-page__holder" data-testid="holdings-of">
          {holder} · 机构馆藏
        </h2>
      )}
      <Tabs
        activeKey={kind.key}
        onChange={switchKind}
        items={kinds.map((k) => ({ key: k.key, label: k.label }))}
      />
      <div className="search-page__body">
        <SubjectNav
          tree={tree}
          state={subjects}
          onChange={(next) => update({ CategoryIds: next.selected })}
          hierarchies={hierarchies}
          hierarchy={hierarchy}
          onHierarchyChange={(name) =>
            update({
              hierarchyName: name === hierarchies[0].name ? null : name,
              CategoryIds: null,
            })
          }
        />
        <section className="search-page__results" aria-label="检索结果">
          <div className="search-page__toolbar">
            <span className="search-page__count">
              {keyword ? `“${keyword}” ` : ''}共 <strong>{search.data?.RecordCount ?? 0}</strong>{' '}
              条结果
            </span>
            {!isCourse && (
              <Select
                allowClear
                aria-label="出版社"
                placeholder="出版社"
                className="search-page__publisher"
                value={publisher}
                onChange={(value: string | undefined) => update({ publisher: value })}
                options={(search.data?.Publishers ?? []).map((p) => ({
                  value: p.Key,
                  label: `${p.Description}（${p.Count}）`,
                }))}
              />
            )}
            <Segmented
              value={layout}
              onChange={(value) => update({ layout: value === 'grid' ? 'grid' : null, cp: page })}
              options={[
                { value: 'list', icon: <BarsOutlined />, title: '列表' },
                { value: 'grid', icon: <AppstoreOutlined />, title: '大图' },
              ]}
            />
          </div>
          <div className="search-page__filters">
            {isCourse ? (
              <CourseFilters value={courseFilter} onChange={update} />
            ) : (
              <FilterGroup
                label="排序"
                options={SORTS}
                value={bookSort}
                onChange={(sort) => update({ sort })}
              />
            )}
          </div>
          <SearchResults search={search} layout={layout} />
        </section>
      </div>
    </div>
  );
}
