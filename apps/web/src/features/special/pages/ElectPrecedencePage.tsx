import { useState } from 'react';
import { Button, Empty, Result, Select, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { Code } from '@moyue/contracts/codes';
import { recommendReasonLabel } from '@moyue/contracts/messages';
import { ApiError } from '../../../api/api-error';
import { paths } from '../../../config/paths';
import { requestLogin } from '../../../stores/login-request';
import { useAppStore, isLoggedIn } from '../../../stores/app-store';
import { useElectPrecedence } from '../api/elect-precedence';
import { ElectList } from '../components/ElectList';
import './special.css';

const PAGE_SIZE = 20;

const reasonLabel = (reason: number): string => recommendReasonLabel(reason) ?? `理由${reason}`;

/**
 * /wrap/electPrecedence (选采优先): the acquisition ranking with the readers'
 * reasons and whether the institution holds the title — for the
 * institution's librarians (teachers) and the editors (who pick the institution).
 */
export function ElectPrecedencePage() {
  const user = useAppStore((state) => state.user);
  const signedIn = isLoggedIn(user);
  const [cp, setCp] = useState(1);
  const [organizationId, setOrganizationId] = useState<number | undefined>(undefined);
  const ranking = useElectPrecedence({ cp, ps: PAGE_SIZE, organizationId }, signedIn);
  const data = ranking.data;

  if (!signedIn)
    return (
      <section className="special-page" data-testid="elect-precedence-page">
        <Result
          status="info"
          title="选采优先排行"
          subTitle="登录后，机构馆员（教师）与编辑可查看本机构的选采排行"
          extra={
            <Button type="primary" onClick={() => requestLogin()}>
              登录
            </Button>
          }
        />
      </section>
    );

  const refused = ranking.error instanceof ApiError ? ranking.error : null;
  return (
    <section className="special-page" data-testid="elect-precedence-page">
      <header className="special-page__head">
        <div>
          <h2>选采优先</h2>
          <p className="special-page__lead">
            {data ? `${data.Organization.Title} · 采购优先级排行` : '采购优先级排行'}
          </p>
        </div>
        <Link to={paths.paperElect}>‹ 返回纸书选采</Link>
      </header>
      {data && data.Organizations.length > 0 && (
        <div className="special-page__toolbar">
          <span>机构：</span>
          <Select
            className="special-page__select"
            value={data.Organization.Id}
            options={data.Organizations.map((item) => ({ value: item.Id, label: item.Title }))}
            onChange={(value: number) => {
              setOrganizationId(value);
              setCp(1);
            }}
          />
        </div>
      )}
      {ranking.isPending ? (
        <Skeleton active />
      ) : refused ? (
        <Result
          status={refused.code === Code.Forbidden ? 'warning' : 'error'}
          title={refused.description}
          extra={<Link to={paths.paperElect}>去纸书选采投票</Link>}
        />
      ) : data && data.ItemList.length === 0 ? (
        <Empty description="暂无数据！" />
      ) : (
        <ElectList
          items={data?.ItemList ?? []}
          total={data?.RecordCount ?? 0}
          page={cp}
          pageSize={PAGE_SIZE}
          onPage={setCp}
          actionOf={(item) => (
            <div className="special-elect-row__reasons">
              {item.IsHeld ? <Tag color="green">已馆藏</Tag> : <Tag color="orange">待采购</Tag>}
              {item.Reasons.map((reason) => (
                <Tag key={reason.Reason}>
                  {reasonLabel(reason.Reason)} × {reason.Count}
                </Tag>
              ))}
            </div>
          )}
        />
      )}
    </section>
  );
}
