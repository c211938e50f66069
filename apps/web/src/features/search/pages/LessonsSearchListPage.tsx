import { useEffect } from 'react';
import { Input } from 'antd';
import { normaliseSearchKeyword } from '@moyue/contracts/validators';
import { HierarchyName, SEARCH_KEYWORD_MAX_LENGTH } from '@moyue/contracts/api/search';
import { useAppStore } from '../../../stores/app-store';
import { useSearchContents } from '../api/search-contents';
import { CourseFilters } from '../components/CourseFilters';
import { SearchResults } from '../components/SearchResults';
import { SubjectNav } from '../components/SubjectNav';
import type { SubjectHierarchy } from '../subject-hierarchies';
import { useSubjectTree } from '../hooks/use-subject-tree';
import { useSearchQuery } from '../hooks/use-search-query';
import { SEARCH_PAGE_SIZE } from '@moyue/contracts/search-page';
import { COURSE_OBJECT_TYPES, readCategoryIds, readCourseFilter, readPage } from '../search-params';
import './search.css';

/** spec §7 hierarchy jc: courses are navigated by 教材 (stage of education, then subject). */
const TEXTBOOK_NAVIGATION = [
  { name: HierarchyName.Textbook, label: '教材分类' },
] as const satisfies readonly SubjectHierarchy[];

/**
 * spec §2 /wrap/lessonsSearchList: courses for the keyword of the query (keyword, or keyWord as
 * the other search pages write it) with the 教材 navigation (CategoryIds in the query), the
 * course filter of spec §2 and pagination.
 */
export function LessonsSearchListPage() {
  const [params, update] = useSearchQuery();
  const keyword = normaliseSearchKeyword(params.get('keyword') ?? params.get('keyWord') ?? '');
  const selectedCategory = readCategoryIds(params)[0] ?? null;
  const courseFilter = readCourseFilter(params);
  const page = readPage(params);
  const setSearchInput = useAppStore((state) => state.setSearchInput);
  useEffect(() => setSearchInput(keyword), [keyword, setSearchInput]);

  const search = useSearchContents({
    keyword,
    objectTypes: COURSE_OBJECT_TYPES,
    cp: page,
    ps: SEARCH_PAGE_SIZE,
    CategoryIds: selectedCategory === null ? undefined : String(selectedCategory),
    // The facets (Categories with counts) come in this hierarchy.
    hierarchyName: HierarchyName.Textbook,
    ...courseFilter,
  });
  const { tree, subjects } = useSubjectTree(search.data?.Categories, selectedCategory);

  return (
    <div className="search-page">
      <div className="search-page__heading">
        <h2>课程检索</h2>
        <Input.Search
          key={keyword}
          className="search-page__refine"
          aria-label="课程关键词"
          placeholder="输入课程名称、主讲人或关键词"
          defaultValue={keyword}
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          allowClear
          enterButton="检索"
          onSearch={(value) => update({ keyword: normaliseSearchKeyword(value), keyWord: null })}
        />
      </div>
      <div className="search-page__body">
        <SubjectNav
          tree={tree}
          state={subjects}
          onChange={(next) => update({ CategoryIds: next.selected })}
          hierarchies={TEXTBOOK_NAVIGATION}
          hierarchy={HierarchyName.Textbook}
        />
        <section className="search-page__results" aria-label="课程列表">
          <div className="search-page__toolbar">
            <span className="search-page__count">
              {keyword ? `“${keyword}” ` : ''}共 <strong>{search.data?.RecordCount ?? 0}</strong>{' '}
              门课程
            </span>
          </div>
          <div className="search-page__filters">
            <CourseFilters value={courseFilter} onChange={update} />
          </div>
          <SearchResults search={search} />
        </section>
      </div>
    </div>
  );
}
