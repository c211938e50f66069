import { Alert, Empty, Input, List, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { leaveFor, startAddress } from '../../../components/third-party-login/sso-flow';
import { useSsoOrganizations } from '../api/list-sso-organizations';
import '../sso.css';

/** /orglogin: institution single sign-on — search the school, then sign in at its own login page (spec §2, §7). */
export function OrgLoginPage() {
  const [search] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const organizations = useSsoOrganizations();
  const returnPath = search.get('redirect') ?? '/';
  const shown = useMemo(() => {
    const needle = keyword.trim().toLowerCase();
    const items = organizations.data?.ItemList ?? [];
    return needle ? items.filter((item) => item.Title.toLowerCase().includes(needle)) : items;
  }, [keyword, organizations.data]);

  return (
    <div className="sso-page" data-testid="org-login-page">
      <div className="sso-page__card">
        <h2 className="sso-page__title">机构统一认证登录</h2>
        <p className="sso-page__intro">选择您的学校或机构，使用机构统一身份认证账号登录墨阅。</p>
        <Input.Search
          allowClear
          placeholder="搜索学校/机构名称"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          data-testid="org-login-search"
        />
        {organizations.isError && (
          <Alert type="error" showIcon message="机构列表加载失败，请稍后再试" />
        )}
        {organizations.isPending ? (
          <Spin className="sso-page__spin" />
        ) : shown.length === 0 ? (
          <Empty description="暂无数据！" />
        ) : (
          <List
            className="sso-page__list"
            dataSource={shown}
            renderItem={(item) => (
              <List.Item
                key={item.Id}
                className="sso-page__item"
                onClick={() =>
                  leaveFor(
                    startAddress.institution(item.OauthUrl, item.ValidationParamName),
                    returnPath,
                  )
                }
                data-testid="org-login-item"
              >
                {item.Title}
              </List.Item>
            )}
          />
        )}
      </div>
    </div>
  );
}
