import { App as AntApp, Button, Result, Spin, Table, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  AdminPaths,
  type AdminAuditRow,
  type AdminEntity,
} from '@moyue/contracts/api/editorial-admin';
import { ApiError } from '../../../api/api-error';
import { apiClient } from '../../../api/api-client';
import { getHref, paths } from '../../../config/paths';
import { useAdminMe } from '../api/admin-calls';
import { ACTIVITY_AUDIT_NAMES, ActivityPanel } from '../components/ActivityPanel';
import { PRESS_AUDIT_NAMES, PressPanel } from '../components/PressPanel';
import { CURATED_AUDIT_NAMES, CuratedPanel } from '../components/CuratedPanel';
import { EntityPanel } from '../components/EntityPanel';
import { JobsPanel } from '../components/JobsPanel';
import { RECOMMEND_AUDIT_NAMES, RecommendPanel } from '../components/RecommendPanel';
import { SupportPanel } from '../components/SupportPanel';
import { ENTITY_FORMS } from '../components/entity-forms';
import '../components/admin.css';

// The console speaks Chinese: the wire's role, action and entity codes in words.
const ROLE_NAMES: Record<string, string> = { editor: '编辑', admin: '管理员' };
const ACTION_NAMES: Record<string, string> = { create: '新建', update: '修改', delete: '删除' };
const SUPPORT_NAMES: Record<string, string> = { problem: '问题反馈', ticket: '客服工单' };
const entityName = (code: string) =>
  code in ENTITY_FORMS
    ? ENTITY_FORMS[code as AdminEntity].title
    : (SUPPORT_NAMES[code] ??
      CURATED_AUDIT_NAMES[code] ??
      PRESS_AUDIT_NAMES[code] ??
      ACTIVITY_AUDIT_NAMES[code] ??
      RECOMMEND_AUDIT_NAMES[code] ??
      code);

function AuditPanel() {
  const audit = useQuery({
    queryKey: ['admin', 'audit'],
    queryFn: () => apiClient.get<{ ItemList: AdminAuditRow[] }>(AdminPaths.audit),
    staleTime: 0,
  });
  return (
    <Table<AdminAuditRow>
      rowKey="Id"
      size="small"
      loading={audit.isPending}
      dataSource={audit.data?.ItemList ?? []}
      columns={[
        { title: '时间', dataIndex: 'CreateTime', width: 170 },
        { title: '编辑', dataIndex: 'UserName', width: 120 },
        {
          title: '操作',
          dataIndex: 'Action',
          width: 80,
          render: (action: string) => ACTION_NAMES[action] ?? action,
        },
        { title: '对象', dataIndex: 'Entity', width: 120, render: entityName },
        { title: '内容', dataIndex: 'Summary' },
      ]}
    />
  );
}

/** /admin: the editor console (editor or admin role); every change is audited on the server. */
export function AdminPage() {
  const me = useAdminMe();
  if (me.isPending) return <Spin style={{ display: 'block', margin: 80 }} />;
  if (me.error) {
    const signIn = me.error instanceof ApiError && me.error.code === 34;
    return (
      <Result
        status="403"
        title={signIn ? '请先登录编辑账号' : '没有编辑权限'}
        extra={
          <Link to={signIn ? getHref.login(paths.admin) : paths.home}>
            <Button type="primary">{signIn ? '去登录' : '返回首页'}</Button>
          </Link>
        }
      />
    );
  }
  const entities = Object.keys(ENTITY_FORMS) as AdminEntity[];
  return (
    <AntApp>
      <div className="admin-shell">
        <header className="admin-header">
          <strong>墨阅编辑后台</strong>
          <span>角色：{me.data.Roles.map((role) => ROLE_NAMES[role] ?? role).join('、')}</span>
          <Link to={paths.home}>返回首页</Link>
        </header>
        <Tabs
          items={[
            ...entities.map((entity) => ({
              key: entity,
              label: ENTITY_FORMS[entity].title,
              children: <EntityPanel entity={entity} />,
            })),
            { key: 'activity', label: '阅读活动', children: <ActivityPanel /> },
            { key: 'press', label: '出版社', children: <PressPanel /> },
            { key: 'support', label: '客服工单 / 问题反馈', children: <SupportPanel /> },
            { key: 'recommend', label: '荐购处理', children: <RecommendPanel /> },
            { key: 'curated', label: '优选与专区', children: <CuratedPanel /> },
            { key: 'jobs', label: '任务', children: <JobsPanel /> },
            { key: 'audit', label: '修改记录', children: <AuditPanel /> },
          ]}
        />
      </div>
    </AntApp>
  );
}
