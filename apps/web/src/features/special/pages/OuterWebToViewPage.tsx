import { Button, Empty, Result, Skeleton } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SpecialMessages } from '@moyue/contracts/api/special';
import { ApiError } from '../../../api/api-error';
import { paths } from '../../../config/paths';
import { useOpenOuterResource, useOuterResources, useTransferToResource } from '../api/outer-web';
import './special.css';

/** The configured external resources, each opened through a signed transfer. */
function ResourceList() {
  const resources = useOuterResources();
  const transfer = useTransferToResource();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const items = resources.data?.ItemList ?? [];
  const open = (id: string) =>
    transfer.mutate(id, {
      onSuccess: (signed) => void navigate(signed.Url),
      onError: (error) => void message.error(error.message),
    });

  if (resources.isPending) return <Skeleton active />;
  if (items.length === 0)
    return <Empty description={resources.error?.message ?? SpecialMessages.OuterNotConfigured} />;
  return (
    <ul className="special-outer-list">
      {items.map((item) => (
        <li key={item.Id} className="special-outer" data-testid="outer-resource">
          <div>
            <b>{item.Title}</b>
            <p>{item.Description || item.Host}</p>
            <small>{item.Host}</small>
          </div>
          <Button
            type="primary"
            loading={transfer.isPending && transfer.variables === item.Id}
            onClick={() => open(item.Id)}
          >
            打开
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * /outerwebtoview (外部资源): opens an external resource inside the frame
 * after a signed transfer (spec §7 'transfer-station page'): the address
 * carries r, e, s from the server; an unknown, expired or changed address
 * is refused with the server's words.
 */
export function OuterWebToViewPage() {
  const [params] = useSearchParams();
  const query = { r: params.get('r') ?? '', e: params.get('e') ?? '', s: params.get('s') ?? '' };
  const signed = Boolean(query.r || query.e || query.s);
  const opened = useOpenOuterResource(query, signed);

  if (!signed)
    return (
      <section className="special-page" data-testid="outer-web-page">
        <header className="special-page__head">
          <div>
            <h2>外部资源</h2>
            <p className="special-page__lead">经平台签名中转，在本站框架内打开合作的外部资源</p>
          </div>
        </header>
        <ResourceList />
      </section>
    );

  if (opened.isPending)
    return (
      <section className="special-page" data-testid="outer-web-page">
        <Skeleton active />
      </section>
    );
  if (opened.isError || !opened.data)
    return (
      <section className="special-page" data-testid="outer-web-page">
        <Result
          status="warning"
          title={opened.error instanceof ApiError ? opened.error.description : '无法打开外部资源'}
          extra={<Link to={paths.outerWebToView}>返回外部资源列表</Link>}
        />
      </section>
    );
  const resource = opened.data;
  return (
    <section className="special-frame" data-testid="outer-web-page">
      <header className="special-frame__bar">
        <Link to={paths.outerWebToView}>‹ 外部资源</Link>
        <b>{resource.Title}</b>
        <a href={resource.Url} target="_blank" rel="noopener noreferrer">
          在新窗口打开
        </a>
      </header>
      <iframe
        className="special-frame__view"
        title={resource.Title}
        src={resource.Url}
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
        data-testid="outer-web-frame"
      />
    </section>
  );
}
