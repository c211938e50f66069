import { Button, Result, Spin } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { paths } from '../../../config/paths';
import { requestLogin } from '../../../stores/login-request';
import { isLoggedInNow } from '../../../stores/app-store';
import { useClaimBundle, useCuratedSet } from '../api/curated-sets';
import { DemoTag } from '../components/DemoTag';
import { ItemGrid } from '../components/ItemGrid';
import { pageId } from '../components/page-id';
import { BundleList } from './ProductZonePage';
import '../components/curated.css';

function BundleDetail({ id }: { id: number }) {
  const set = useCuratedSet(id);
  const claim = useClaimBundle();
  const { message } = useFeedback();
  if (set.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!set.data || set.data.Kind !== 'bundle')
    return (
      <Result
        status="404"
        title="该产品包不存在或已下线"
        extra={<Link to={paths.productZone}>返回产品专区</Link>}
      />
    );
  const bundle = set.data;
  const take = async () => {
    try {
      const granted = await claim.mutateAsync(bundle.Id);
      void message.success(`领取成功，${granted.OrderCount} 种资源已加入“我的资源”`);
    } catch (error) {
      void message.error(error instanceof ApiError ? error.description : '领取失败，请稍后再试');
    }
  };
  const onClaim = () => {
    if (isLoggedInNow()) void take();
    else requestLogin({ onLogin: () => void take() });
  };
  return (
    <>
      <div className="curated-section__head">
        <h1>{bundle.Title}</h1>
        <DemoTag show={bundle.IsDemo} />
      </div>
      {bundle.Summary && <p className="curated-lead">{bundle.Summary}</p>}
      {bundle.Body && <p className="curated-summary">{bundle.Body}</p>}
      <div className="curated-actions" data-testid="bundle-actions">
        {bundle.IsOwned ? (
          <>
            <strong>已领取，全部资源可完整阅读</strong>
            <Link to={paths.myResources}>
              <Button type="primary">去我的资源</Button>
            </Link>
          </>
        ) : bundle.Claimable ? (
          <Button type="primary" size="large" loading={claim.isPending} onClick={onClaim}>
            免费领取
          </Button>
        ) : (
          <span>该产品包由机构或编辑为读者开通，开通后可在“我的资源”中完整阅读。</span>
        )}
      </div>
      <section className="curated-section">
        <div className="curated-section__head">
          <h2>包含资源（{bundle.ItemList.length}）</h2>
        </div>
        <ItemGrid items={bundle.ItemList} showNotes showOwned />
      </section>
    </>
  );
}

/** /wrap/GoodsProject?id=: one product bundle and how to get it; without an id, every bundle. */
export function GoodsProjectPage() {
  const [search] = useSearchParams();
  const id = pageId(search.get('id'));
  return (
    <div className="curated-page" data-testid="goods-project">
      {id ? (
        <BundleDetail id={id} />
      ) : (
        <>
          <h1>出版项目</h1>
          <p className="curated-lead">
            出版单位与编辑部推出的图书、课程组合项目；打开一个项目，可查看其中的全部资源与开通方式。
          </p>
          <BundleList />
        </>
      )}
    </div>
  );
}
