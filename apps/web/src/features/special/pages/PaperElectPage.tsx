import { useState } from 'react';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { Link } from 'react-router';
import { Code } from '@moyue/contracts/codes';
import { RECOMMEND_WEIGHT, type ElectItem } from '@moyue/contracts/api/special';
import { ApiError } from '../../../api/api-error';
import { getHref, paths } from '../../../config/paths';
import { requestLogin } from '../../../stores/login-request';
import { isLoggedInNow } from '../../../stores/app-store';
import { useElectList } from '../api/elect-list';
import { useVoteForTitle } from '../api/elect-vote';
import { ElectList } from '../components/ElectList';
import './special.css';

const PAGE_SIZE = 20;

/**
 * /wrap/paperElect (纸书选采): the titles readers recommended (荐购) to their
 * institution or voted for, best score first; a reader votes once per title.
 */
export function PaperElectPage() {
  const [cp, setCp] = useState(1);
  const list = useElectList({ cp, ps: PAGE_SIZE });
  const vote = useVoteForTitle();
  const { message } = useFeedback();
  const data = list.data;

  const castVote = (item: ElectItem) => {
    if (!isLoggedInNow()) {
      requestLogin({ onLogin: () => castVote(item) });
      return;
    }
    vote.mutate(item.Id, {
      onSuccess: (envelope) => void message.success(envelope.Description),
      onError: (error) => {
        if (error instanceof ApiError && error.code === Code.NeedsInstitution)
          void message.warning(error.description);
        else if (error instanceof ApiError && error.code !== Code.TokenInvalid)
          void message.error(error.description);
      },
    });
  };

  return (
    <section className="special-page" data-testid="paper-elect-page">
      <header className="special-page__head">
        <div>
          <h2>纸书选采</h2>
          <p className="special-page__lead">
            {data?.Organization
              ? `${data.Organization.Title} · 读者荐购与投票的采购书目`
              : '全平台读者荐购与投票的采购书目'}
          </p>
        </div>
        <Link to={paths.electPrecedence}>选采优先排行 ›</Link>
      </header>
      <p className="special-page__note">
        得分 = 荐购人数 × {RECOMMEND_WEIGHT} + 投票数。每位读者对每个书目在本机构只能投一票。
      </p>
      {data && !data.Organization && (
        <Alert
          type="info"
          showIcon
          message="认证机构后，可为本机构的采购书目投票"
          action={<Link to={getHref.bindOrganization(paths.paperElect)}>去认证</Link>}
        />
      )}
      {list.isPending ? (
        <Skeleton active />
      ) : list.isError ? (
        <Empty description={list.error.message} />
      ) : data && data.ItemList.length === 0 ? (
        <Empty description="暂无数据！在图书详情页荐购图书，即可进入选采书目" />
      ) : (
        <ElectList
          items={data?.ItemList ?? []}
          total={data?.RecordCount ?? 0}
          page={cp}
          pageSize={PAGE_SIZE}
          onPage={setCp}
          actionOf={(item) =>
            item.IsVoted ? (
              <Button disabled>已投票</Button>
            ) : (
              <Button
                type="primary"
                loading={vote.isPending && vote.variables === item.Id}
                onClick={() => castVote(item)}
              >
                投票
              </Button>
            )
          }
        />
      )}
    </section>
  );
}
