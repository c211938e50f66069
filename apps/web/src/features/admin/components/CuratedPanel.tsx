import { Button, Form, Input, Select, Switch, Table, Tabs } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { useState } from 'react';
import type { AdminCuratedRow, CuratedKind } from '@moyue/contracts/api/curated';
import { ApiError } from '../../../api/api-error';
import { useCuratedAdmin, useCuratedAdminChange } from '../api/curated-admin';
import { OrderFields, RowActions } from './admin-parts';

const KIND_TITLES: Record<CuratedKind, string> = {
  pick: '优选',
  special: '特色图书',
  bundle: '产品包',
};

type FormValues = Record<string, string | number | boolean | undefined>;
const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.description : fallback;

/** Grants a bundle to a reader by phone: one order per item, in one transaction. */
function BundleGrantForm({ bundles }: { bundles: AdminCuratedRow[] }) {
  const { grant } = useCuratedAdminChange();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ id: number; phone: string }>();
  const submit = async (values: { id: number; phone: string }) => {
    try {
      const granted = await grant.mutateAsync(values);
      void message.success(`已开通：${granted.OrderCount} 个订单`);
      form.resetFields();
    } catch (error) {
      void message.error(failure(error, '开通失败'));
    }
  };
  return (
    <Form
      form={form}
      layout="inline"
      style={{ marginBottom: 16, rowGap: 8 }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="id" rules={[{ required: true, message: '请选择产品包' }]}>
        <Select
          style={{ width: 220 }}
          placeholder="产品包"
          options={bundles.map((bundle) => ({ value: bundle.Id, label: bundle.Title }))}
        />
      </Form.Item>
      <Form.Item
        name="phone"
        rules={[{ required: true, pattern: /^1[1-9]\d{9}$/, message: '请输入有效手机号' }]}
      >
        <Input placeholder="读者手机号" maxLength={11} style={{ width: 160 }} />
      </Form.Item>
      <Button htmlType="submit" loading={grant.isPending}>
        开通给读者
      </Button>
    </Form>
  );
}

function KindPanel({ kind }: { kind: CuratedKind }) {
  const list = useCuratedAdmin(kind);
  const { save, remove } = useCuratedAdminChange();
  const [editing, setEditing] = useState<AdminCuratedRow | null>(null);
  const [form] = Form.useForm<FormValues>();
  const { message } = useFeedback();
  const startEdit = (row: AdminCuratedRow | null) => {
    setEditing(row);
    form.resetFields();
    if (row)
      form.setFieldsValue({
        title: row.Title,
        summary: row.Summary,
        body: row.Body,
        items: row.Items,
        claimable: row.Claimable,
        sortOrder: row.SortOrder,
        enabled: row.Enabled,
      });
  };
  const submit = async (values: FormValues) => {
    const fields: Record<string, string> = { kind };
    for (const [name, value] of Object.entries(values))
      if (value !== undefined && value !== null) fields[name] = String(value);
    if (editing) fields.id = String(editing.Id);
    try {
      await save.mutateAsync(fields);
      void message.success('已保存');
      startEdit(null);
    } catch (error) {
      void message.error(failure(error, '保存失败'));
    }
  };
  const rows = list.data?.ItemList ?? [];
  return (
    <div className="admin-panel" data-testid={`admin-curated-${kind}`}>
      <Form
        form={form}
        name={`admin-curated-${kind}`}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ enabled: true, sortOrder: 0, claimable: false }}
      >
        <h3>{editing ? `修改 #${editing.Id}` : `新建${KIND_TITLES[kind]}`}</h3>
        <Form.Item name="title" label="标题" rules={[{ required: true, message: '请填写标题' }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="summary" label="简介">
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="body" label="说明">
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Form.Item
          name="items"
          label="资源与编辑推荐语"
          extra="每行一个资源：资源 ID | 编辑推荐语（推荐语可省略），按顺序展示"
        >
          <Input.TextArea rows={6} placeholder={'12 | 先读这一本\n40 | 配套课程'} />
        </Form.Item>
        {kind === 'bundle' && (
          <Form.Item name="claimable" label="读者可免费领取" valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
        <OrderFields />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
        {editing && (
          <Button style={{ marginLeft: 8 }} onClick={() => startEdit(null)}>
            取消
          </Button>
        )}
      </Form>
      <div>
        {kind === 'bundle' && <BundleGrantForm bundles={rows} />}
        <Table<AdminCuratedRow>
          rowKey="Id"
          size="small"
          loading={list.isPending}
          dataSource={rows}
          pagination={{ pageSize: 20 }}
          scroll={{ x: 640 }}
          columns={[
            { title: 'ID', dataIndex: 'Id', width: 70 },
            {
              title: '标题',
              dataIndex: 'Title',
              render: (title: string, row) => (row.IsDemo ? `${title}（演示）` : title),
            },
            { title: '资源', dataIndex: 'ContentCount', width: 70 },
            ...(kind === 'bundle' ? [{ title: '已开通', dataIndex: 'GrantCount', width: 80 }] : []),
            {
              title: '状态',
              dataIndex: 'Enabled',
              width: 80,
              render: (on: boolean) => (on ? '上线' : '下线'),
            },
            { title: '更新', dataIndex: 'UpdateTime', width: 170 },
            {
              title: '操作',
              width: 140,
              render: (_: unknown, row) => (
                <RowActions onEdit={() => startEdit(row)} onDelete={() => remove.mutate(row.Id)} />
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}

/** The console tab of the curated pages: picks, special collections and bundles. */
export function CuratedPanel() {
  return (
    <Tabs
      size="small"
      items={(Object.keys(KIND_TITLES) as CuratedKind[]).map((kind) => ({
        key: kind,
        label: KIND_TITLES[kind],
        children: <KindPanel kind={kind} />,
      }))}
    />
  );
}

/** The audit's entity codes of these sets, in words (the console's 修改记录). */
export const CURATED_AUDIT_NAMES: Record<string, string> = {
  'curated-pick': '优选',
  'curated-special': '特色图书',
  'curated-bundle': '产品包',
};
