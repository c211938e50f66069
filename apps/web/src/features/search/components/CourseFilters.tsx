import { COURSE_SORTS, CONTENT_SOURCES, type CourseFilterValue } from '../search-params';
import { FilterGroup } from './FilterGroup';

/** spec §2 course filter: content source (全部 plus three named sources) and sort by update time or play count. */
export function CourseFilters({
  value,
  onChange,
}: {
  value: CourseFilterValue;
  onChange: (patch: Partial<CourseFilterValue>) => void;
}) {
  return (
    <div className="course-filters" data-testid="course-filters">
      <FilterGroup
        label="内容来源"
        options={CONTENT_SOURCES}
        value={value.contentSource}
        onChange={(contentSource) =>
          onChange({ contentSource: contentSource as CourseFilterValue['contentSource'] })
        }
      />
      <FilterGroup
        label="排序"
        options={COURSE_SORTS}
        value={value.sort}
        onChange={(sort) => onChange({ sort })}
      />
    </div>
  );
}
