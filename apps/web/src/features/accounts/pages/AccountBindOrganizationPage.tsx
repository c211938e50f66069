import { useState, type UIEvent } from 'react';
import { Alert, Button, Empty, Input, Spin } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { useNavigate, useSearchParams } from 'react-router';
import {
  OrganizationApiMessages,
  type OrganizationListItem,
} from '@moyue/contracts/api/organizations';
import { CertificationMessages } from '@moyue/contracts/messages';
import { certificationState, certificationWarningText } from '@moyue/contracts/rules';
import { validateBindOrganization } from '@moyue/contracts/validators';
import { ApiError } from '../../../api/api-error';
import { useAppStore } from '../../../stores/app-store';
import { useBindOrganization } from '../api/bind-organization';
import { useOrganizationList } from '../api/list-organizations';
import { useOrganizationsByIp } from '../api/list-organizations-by-ip';
import { rememberOrganization, safeRedirect } from '../session';
import './bind-organization.css';

/** Load the next page this close to the bottom of the list (spec §9: more on scroll). */
const LOAD_MORE_DISTANCE_PX = 48;

const formatDate = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toLocaleDateString('zh-CN') : '';

/** spec §2 institution binder: current institution and IP range, search, load more on scroll (page 20). */
export function AccountBindOrganizationPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const organization = useAppStore((state) => state.organization);
  const detail = useAppStore((state) => state.organizationDetail);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<OrganizationListItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = useOrganizationList(keyword);
  const byIp = useOrganizationsByIp();
  const bind = useBindOrganization();
  const reason = search.get('message');

  const recognised = (byIp.data?.ItemList ?? []).filter((item) => item.Id !== 0);
  const items = list.data?.pages.flatMap((page) => page.ItemList) ?? [];
  const state = certificationState(organization);
  const warning = certificationWarningText(state);

  const loadMoreOnScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (
      box.scrollHeight - box.scrollTop - box.clientHeight < LOAD_MORE_DISTANCE_PX &&
      list.hasNextPage &&
      !list.isFetchingNextPage
    )
      void list.fetchNextPage();
  };

  const submit = () => {
    // spec §5/§8: binding without a selection.
    const problem = validateBindOrganization(selected?.Id);
    setError(problem);
    if (problem || !selected) {
      if (problem) void message.warning(problem);
      return;
    }
    bind.mutate(selected.Id, {
      onSuccess: (bound) => {
        rememberOrganization(bound);
        void message.success(OrganizationApiMessages.Bound);
        const redirect = search.get('redirect');
        if (redirect) void navigate(safeRedirect(redirect, '/'), { replace: true });
      },
      onError: (failure) =>
        setError(failure instanceof ApiError ? failure.description : String(failure)),
    });
  };

  return (
    <div className="bind-org" data-testid="bind-organization-page">
      {reason && <Alert type="warning" showIcon message={reason} />}
      <section className="bind-org__current" data-testid="current-organization">
        <h3>当前机构</h3>
        {organization ? (
          <p>
            <strong>{organization.Title}</strong>
            {state.kind === 'expired' ? (
              <span className="bind-org__warning">{CertificationMessages.Expired}</span>
            ) : (
              <span className="bind-org__muted">
                {organization.ExpireTime
                  ? `认证有效期至 ${formatDate(organization.ExpireTime)}`
                  : '已认证'}
              </span>
            )}
            {warning && state.kind !== 'expired' && (
              <span className="bind-org__warning">{warning}认证</span>
            )}
          </p>
        ) : (
          <p className="bind-org__muted">{CertificationMessages.NoOrganization}</p>
        )}
        <p data-testid="current-ip">
          当前IP：{detail?.Ip ?? '—'}
          {recognised.length > 0 ? (
            recognised.map((item) => (
              <span key={item.Id} className="bind-org__network">
                所在机构网络：{item.Title}（IP范围：{item.IpRanges.join('、')}）
              </span>
            ))
          ) : (
            <span className="bind-org__muted">{OrganizationApiMessages.NotRecognised}</span>
          )}
        </p>
      </section>

      <section className="bind-org__search">
        <Input.Search
          placeholder="请输入机构名称"
          aria-label="机构名称"
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => {
            setKeyword(value.trim());
            setSelected(null);
          }}
          enterButton="搜索"
        />
        <div
          className="bind-org__list"
          role="listbox"
          aria-label="机构列表"
          data-testid="organization-list"
          onScroll={loadMoreOnScroll}
        >
          {list.isPending ? (
            <Spin />
          ) : items.length === 0 ? (
            <Empty description="暂无数据！" />
          ) : (
            items.map((item) => (
              <div
                key={item.Id}
                role="option"
                aria-selected={selected?.Id === item.Id}
                tabIndex={0}
                className={`bind-org__item${selected?.Id === item.Id ? ' is-selected' : ''}`}
                onClick={() => {
                  setSelected(item);
                  setError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') setSelected(item);
                }}
              >
                <span>{item.Title}</span>
                {item.IpRanges.length > 0 && (
                  <small className="bind-org__muted">{item.IpRanges.join('、')}</small>
                )}
              </div>
            ))
          )}
          {list.isFetchingNextPage && <Spin size="small" />}
        </div>
        <div className="bind-org__error" role="alert" data-testid="bind-error">
          {error}
        </div>
        <Button type="primary" loading={bind.isPending} onClick={submit}>
          绑定机构
        </Button>
      </section>
    </div>
  );
}
