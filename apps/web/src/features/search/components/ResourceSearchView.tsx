import { Result, Segmented, Select } from 'antd';
import { Link } from 'react-router';
import { AppstoreOutlined, BarsOutlined } from '@ant-design/icons';
import { CertificationMessages } from '@moyue/contracts/messages';
import { TabStrip } from '../../../components/tab-strip/TabStrip';
import { getHref, paths } from '../../../config/paths';
import type { ResourceSearch } from '../hooks/use-resource-search';
import { SORTS } from '../search-params';
import { CourseFilters } from './CourseFilters';
import { FilterGroup } from './FilterGroup';
import { SearchResults } from './SearchResults';
import { SubjectNav } from './SubjectNav';

/** Why the holdings are closed to this reader, and how to open them (code 36). */
const HOLDINGS_EXPLANATION =
  '机构馆藏是学校、图书馆等机构为其成员提供的资源：绑定并认证你所在的机构后即可查看；在机构网络（如校园网、馆内网络）中访问也可直接查看。';

/**
 * spec §2 /wrap/resuResSearch, drawn: type switcher, subject navigation, toolbar (count,
 * publisher, display mode), filters and results. Its code (antd Select, Segmented, Radio,
 * Pagination) loads beside the search call (issue 16).
 */
export function ResourceSearchView(view: ResourceSearch) {
  if (view.needsInstitution)
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

  return (
    <div className="search-page">
      {view.holder && (
        <h2 className="search-page__holder" data-testid="holdings-of">
          {view.holder} · 机构馆藏
        </h2>
      )}
      <TabStrip
        label="资源类型"
        activeKey={view.kind.key}
        onChange={view.switchKind}
        items={view.kinds.map((k) => ({ key: k.key, label: k.label }))}
      />
      <div className="search-page__body">
        <SubjectNav
          tree={view.tree}
          state={view.subjects}
          onChange={(next) => view.update({ CategoryIds: next.selected })}
          hierarchies={view.hierarchies}
          hierarchy={view.hierarchy}
          onHierarchyChange={(name) =>
            view.update({
              hierarchyName: name === view.hierarchies[0].name ? null : name,
              CategoryIds: null,
            })
          }
        />
        <section className="search-page__results" aria-label="检索结果">
          <div className="search-page__toolbar">
            <span className="search-page__count">
              {view.keyword ? `“${view.keyword}” ` : ''}共{' '}
              <strong>{view.search.data?.RecordCount ?? 0}</strong> 条结果
            </span>
            {!view.isCourse && (
              <Select
                allowClear
                aria-label="出版社"
                placeholder="出版社"
                className="search-page__publisher"
                value={view.publisher}
                onChange={(value: string | undefined) => view.update({ publisher: value })}
                options={(view.search.data?.Publishers ?? []).map((p) => ({
                  value: p.Key,
                  label: `${p.Description}（${p.Count}）`,
                }))}
              />
            )}
            <Segmented
              value={view.layout}
              onChange={(value) =>
                view.update({ layout: value === 'grid' ? 'grid' : null, cp: view.page })
              }
              options={[
                { value: 'list', icon: <BarsOutlined />, title: '列表' },
                { value: 'grid', icon: <AppstoreOutlined />, title: '大图' },
              ]}
            />
          </div>
          <div className="search-page__filters">
            {view.isCourse ? (
              <CourseFilters value={view.courseFilter} onChange={view.update} />
            ) : (
              <FilterGroup
                label="排序"
                options={SORTS}
                value={view.bookSort}
                onChange={(sort) => view.update({ sort })}
              />
            )}
          </div>
          <SearchResults search={view.search} layout={view.layout} />
        </section>
      </div>
    </div>
  );
}
