import { Empty, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { CURATED_PAGE_SIZE, useCuratedSets } from '../api/curated-sets';
import { BundleCard } from '../components/BundleCard';
import '../components/curated.css';

/** The bundles, a page at a time (the product zone, and GoodsProject without an id). */
export function BundleList() {
  const [cp, setCp] = useState(1);
  const sets = useCuratedSets('bundle', cp);
  const bundles = sets.data?.ItemList ?? [];
  if (sets.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (bundles.length === 0) return <Empty description="暂无数据！" />;
  return (
    <>
      {bundles.map((bundle) => (
        <BundleCard key={bundle.Id} bundle={bundle} />
      ))}
      {(sets.data?.RecordCount ?? 0) > CURATED_PAGE_SIZE && (
        <Pagination
          current={cp}
          pageSize={CURATED_PAGE_SIZE}
          total={sets.data?.RecordCount}
          onChange={setCp}
        />
      )}
    </>
  );
}

/** /wrap/ProductZone: product bundles — books and courses granted together. */
export function ProductZonePage() {
  return (
    <div className="curated-page" data-testid="product-zone">
      <h1>产品专区</h1>
      <p className="curated-lead">
        图书与课程组合成的产品包：免费礼包登录即可领取，其余由机构或编辑为读者开通；开通后可在“我的资源”中完整阅读。
      </p>
      <BundleList />
    </div>
  );
}
