import { Tag } from 'antd';
import { Link } from 'react-router';
import type { CuratedSetSummary } from '@moyue/contracts/api/curated';
import { getHref } from '../../../config/paths';
import { DemoTag } from './DemoTag';
import { ItemGrid } from './ItemGrid';

/** A product bundle on the product zone: what it holds and how a reader gets it. */
export function BundleCard({ bundle }: { bundle: CuratedSetSummary }) {
  return (
    <section className="curated-section" data-testid="bundle-card">
      <div className="curated-section__head">
        <h2>
          <Link to={getHref.goodsProject(bundle.Id)}>{bundle.Title}</Link>
        </h2>
        <DemoTag show={bundle.IsDemo} />
        {bundle.Claimable ? <Tag color="red">免费领取</Tag> : <Tag color="blue">机构开通</Tag>}
        <Link className="curated-more" to={getHref.goodsProject(bundle.Id)}>
          {bundle.ContentCount} 种资源 · 查看详情 ›
        </Link>
      </div>
      {bundle.Summary && <p className="curated-summary">{bundle.Summary}</p>}
      <ItemGrid items={bundle.Preview} />
    </section>
  );
}
