import { Alert, Empty, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import type { TopicBankCard } from '@moyue/contracts/api/special';
import { CoverImage } from '../../../components/cover-image/CoverImage';
import { getHref, paths } from '../../../config/paths';
import { useAppStore } from '../../../stores/app-store';
import { useTopicBank } from '../api/topic-bank';
import './special.css';

/** The ClcCode hierarchy the collections are classes of (search's hierarchyName). */
const CLC = 'ClcCode';

/** A collection opens in the holdings (subscribed) or in the store (the platform's). */
const hrefOf = (card: TopicBankCard, subscribed: boolean): string =>
  subscribed
    ? `${paths.schoolResources}?${new URLSearchParams({ CategoryIds: String(card.CategoryId), hierarchyName: CLC }).toString()}`
    : getHref.categorySearch(card.CategoryId, CLC);

/**
 * /topicBank (数据库, spec §2.7): the institution's subscribed collections as
 * entry cards — its holdings by 中图法 class; a visitor outside any
 * institution sees the platform's collections and how to reach their own.
 */
export function TopicBankPage() {
  const userId = useAppStore((state) => state.user?.Id ?? '');
  const bank = useTopicBank(String(userId));
  const data = bank.data;

  return (
    <section className="special-page special-page--wide" data-testid="topic-bank-page">
      <header className="special-page__head">
        <div>
          <h2>数据库</h2>
          <p className="special-page__lead">
            {data?.Organization
              ? `${data.Organization.Title} 已订阅的数据库`
              : '墨阅平台数据库 · 认证机构后查看本馆订阅'}
          </p>
        </div>
      </header>
      {data && !data.Subscribed && (
        <Alert
          type="info"
          showIcon
          message="您当前未在机构网络内，也未认证机构：以下为平台全部数据库。"
          action={<Link to={getHref.bindOrganization(paths.topicBank)}>去认证</Link>}
        />
      )}
      {bank.isPending ? (
        <Skeleton active />
      ) : bank.isError ? (
        <Empty description={bank.error.message} />
      ) : !data || data.ItemList.length === 0 ? (
        <Empty description="暂无数据！" />
      ) : (
        <ul className="special-bank">
          {data.ItemList.map((card) => (
            <li key={card.CategoryId}>
              <Link
                to={hrefOf(card, data.Subscribed)}
                className="special-bank__card"
                data-testid="topic-bank-card"
              >
                <span className="special-bank__covers">
                  {card.Covers.length > 0 ? (
                    card.Covers.map((cover) => (
                      <CoverImage
                        key={cover}
                        src={cover}
                        alt=""
                        sizes="(max-width: 600px) 30vw, 90px"
                      />
                    ))
                  ) : (
                    <span className="special-bank__code">{card.Code}</span>
                  )}
                </span>
                <span className="special-bank__title">{card.Title}</span>
                <span className="special-bank__meta">
                  <Tag color={data.Subscribed ? 'green' : 'default'}>
                    {data.Subscribed ? '已订阅' : '平台'}
                  </Tag>
                  中图法 {card.Code} · {card.Count} 种
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
