import { Button, Empty, Pagination, Result, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { getHref, paths } from '../../../config/paths';
import { ALLIANCE_PAGE_SIZE, useAlliance, useAllianceHoldings } from '../api/alliance';
import { ItemGrid } from '../components/ItemGrid';
import '../components/curated.css';

function PartnerHoldings({ organizationId, total }: { organizationId: number; total: number }) {
  const [cp, setCp] = useState(1);
  const holdings = useAllianceHoldings(organizationId, cp);
  if (holdings.isPending) return <Spin style={{ display: 'block', margin: 32 }} />;
  const items = holdings.data?.ItemList ?? [];
  if (items.length === 0) return <Empty description="暂无数据！" />;
  return (
    <>
      <ItemGrid items={items} />
      {total > ALLIANCE_PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16 }}
          current={cp}
          pageSize={ALLIANCE_PAGE_SIZE}
          total={total}
          onChange={setCp}
        />
      )}
    </>
  );
}

/** /wrap/lianmengResources: the alliance library — partner institutions' holdings (spec §6). */
export function LianmengResourcesPage() {
  const alliance = useAlliance();
  const [active, setActive] = useState<number | null>(null);
  if (alliance.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (alliance.error) {
    const refused = alliance.error instanceof ApiError && alliance.error.code === 403;
    return (
      <Result
        status="403"
        title="联盟馆"
        subTitle={refused ? alliance.error.message : '联盟馆暂时无法打开，请稍后再试'}
        extra={
          refused && (
            <Link to={getHref.bindOrganization(paths.lianmengResources)}>
              <Button type="primary">绑定联盟成员机构</Button>
            </Link>
          )
        }
      />
    );
  }
  const partners = alliance.data.ItemList;
  const current = partners.find((partner) => partner.Id === active) ?? partners[0];
  return (
    <div className="curated-page" data-testid="lianmeng-page">
      <h1>联盟馆</h1>
      <p className="curated-lead">
        联盟成员机构（共 {partners.length} 家）的馆藏，成员机构的读者可以在这里浏览彼此的资源。
      </p>
      {!current ? (
        <Empty description="暂无数据！" />
      ) : (
        <Tabs
          activeKey={String(current.Id)}
          onChange={(key) => setActive(Number(key))}
          items={partners.map((partner) => ({
            key: String(partner.Id),
            label: `${partner.Title}（${partner.HoldingCount}）`,
            children:
              partner.Id === current.Id ? (
                <section className="curated-section" data-testid="alliance-partner">
                  <PartnerHoldings organizationId={partner.Id} total={partner.HoldingCount} />
                </section>
              ) : null,
          }))}
        />
      )}
    </div>
  );
}
