import { Button, Descriptions, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { getHref, paths } from '../../../config/paths';
import { useCopyright } from '../api/copyright';
import { RightsTag } from '../components/RightsTag';
import { pageId } from '../components/page-id';
import '../components/curated.css';

/** /wrap/copyrightDetail?id=: a work's rights statement, holder and the source of its text. */
export function CopyrightDetailPage() {
  const [search] = useSearchParams();
  const id = pageId(search.get('id'));
  const work = useCopyright(id);
  if (id && work.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!work.data)
    return (
      <Result
        status="404"
        title="该作品没有登记版权信息"
        extra={<Link to={paths.copyrightList}>返回版权专区</Link>}
      />
    );
  const data = work.data;
  return (
    <div className="curated-page" style={{ maxWidth: 960 }} data-testid="copyright-detail">
      <div className="rights-head">
        <div
          className={data.ObjectType === 107 ? 'pick-row__cover is-wide' : 'pick-row__cover'}
          style={{ width: '100%' }}
        >
          {data.CoverUrl && <img src={data.CoverUrl} alt={data.Title} />}
        </div>
        <div>
          <div className="curated-section__head">
            <h1>{data.Title}</h1>
            <RightsTag status={data.Status} />
          </div>
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'author',
                label: '作者',
                children: [data.Dynasty, data.Author].filter(Boolean).join(' · ') || '佚名',
              },
              ...(data.Publisher
                ? [{ key: 'publisher', label: '出版社', children: data.Publisher }]
                : []),
              ...(data.Holder ? [{ key: 'holder', label: '权利人', children: data.Holder }] : []),
              { key: 'updated', label: '登记时间', children: data.UpdateTime },
            ]}
          />
          <Link to={getHref.contentDetail(data)}>
            <Button type="primary" style={{ marginTop: 12 }}>
              {data.ObjectType === 107 ? '观看课程' : '阅读作品'}
            </Button>
          </Link>
        </div>
      </div>
      <h2 style={{ fontSize: 18, marginTop: 24 }}>版权声明</h2>
      <p className="rights-statement" data-testid="rights-statement">
        {data.Statement}
      </p>
      <h2 style={{ fontSize: 18 }}>文本来源</h2>
      <p>
        {data.Source}
        {data.SourceUrl && (
          <>
            {' '}
            <a href={data.SourceUrl} target="_blank" rel="noreferrer noopener">
              {data.SourceUrl}
            </a>
          </>
        )}
      </p>
      <Link to={paths.copyrightList}>‹ 返回版权专区</Link>
    </div>
  );
}
