import { Button, Form, Input, InputNumber, Popconfirm, Switch, Table, Tag } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { useState } from 'react';
import { ACTIVITY_STATE_LABELS, type ActivityAdminRow } from '@moyue/contracts/api/activities';
import { ApiError } from '../../../api/api-error';
import { useActivityAdmin, useActivityAdminChange } from '../api/activity-admin';

type Values = Record<string, string | number | boolean | undefined>;

/** The audit's entity code of this panel, in words. */
export const ACTIVITY_AUDIT_NAMES: Record<string, string> = { activity: '阅读活动' };

const TEXT_FIELDS: {
  name: string;
  label: string;
  required?: boolean;
  help?: string;
  rows?: number;
}[] = [
  { name: 'title', label: '活动名称', required: true },
  { name: 'theme', label: '主题', required: true },
  { name: 'themeText', label: '主题介绍（编辑的话）', rows: 4 },
  { name: 'rules', label: '活动规则', rows: 4, help: '每行一条' },
  { name: 'cardTitle', label: '稀有书卡名称', required: true },
  {
    name: 'startTime',
    label: '开始时间',
    required: true,
    help: 'YYYY-MM-DD 或 YYYY-MM-DD HH:mm（北京时间）',
  },
  { name: 'endTime', label: '结束时间', required: true, help: '须晚于开始时间' },
  {
    name: 'region',
    label: '地区',
    help: '省或省、市代码，如 110000 或 440000,440300；留空为不限地区',
  },
  {
    name: 'linkUrl',
    label: '活动链接',
    help: 'https 地址；/activityLink 在新窗口打开它，留空则打开活动页',
  },
  { name: 'coverUrl', label: '封面地址', help: '本站 /files/public/… 图片；留空则按主题生成' },
];

const toValues = (row: ActivityAdminRow): Values => ({
  title: row.Title,
  theme: row.Theme,
  themeText: row.ThemeText,
  rules: row.Rules,
  cardTitle: row.CardTitle,
  startTime: row.StartTime,
  endTime: row.EndTime,
  region: row.Region,
  linkUrl: row.LinkUrl,
  coverUrl: row.CoverUrl,
  readingListId: row.ReadingListId,
  organizationId: row.OrganizationId,
  sortOrder: row.SortOrder,
  enabled: row.Enabled,
});

/** The console's reading activities: period, theme, rules, book list, institution; every change audited. */
export function ActivityPanel() {
  const list = useActivityAdmin();
  const { save, remove } = useActivityAdminChange();
  const [editing, setEditing] = useState<ActivityAdminRow | null>(null);
  const [form] = Form.useForm<Values>();
  const { message } = useFeedback();

  const startEdit = (row: ActivityAdminRow | null) => {
    setEditing(row);
    form.resetFields();
    if (row) form.setFieldsValue(toValues(row));
  };
  const submit = async (values: Values) => {
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(values))
      if (value !== undefined && value !== null) fields[name] = String(value);
    if (editing) fields.id = String(editing.Id);
    try {
      await save.mutateAsync(fields);
      void message.success('已保存');
      startEdit(null);
    } catch (error) {
      void message.error(error instanceof ApiError ? error.description : '保存失败');
    }
  };
  const removeRow = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      void message.success('已删除');
    } catch (error) {
      void message.error(error instanceof ApiError ? error.description : '删除失败');
    }
  };

  return (
    <div className="admin-panel" data-testid="admin-panel-activity">
      <Form
        form={form}
        name="admin-activity"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ enabled: true, sortOrder: 0, organizationId: 0 }}
      >
        <h3>{editing ? `修改活动 #${editing.Id}` : '新建阅读活动'}</h3>
        {TEXT_FIELDS.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            extra={field.help}
            rules={field.required ? [{ required: true, message: `请填写${field.label}` }] : []}
          >
            {field.rows ? <Input.TextArea rows={field.rows} /> : <Input />}
          </Form.Item>
        ))}
        <Form.Item
          name="readingListId"
          label="主题书单 ID"
          extra="书单中的书即活动书单；读完全部得稀有书卡"
          rules={[{ required: true, message: '请填写主题书单 ID' }]}
        >
          <InputNumber min={1} />
        </Form.Item>
        <Form.Item name="organizationId" label="所属机构 ID" extra="0 为全平台活动">
          <InputNumber min={0} />
        </Form.Item>
        <Form.Item name="sortOrder" label="排序（小的在前）">
          <InputNumber min={0} max={9999} />
        </Form.Item>
        <Form.Item name="enabled" label="上线" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
        {editing && (
          <Button style={{ marginLeft: 8 }} onClick={() => startEdit(null)}>
            取消
          </Button>
        )}
      </Form>
      <Table<ActivityAdminRow>
        rowKey="Id"
        size="small"
        loading={list.isPending}
        dataSource={list.data?.ItemList ?? []}
        pagination={{ pageSize: 20 }}
        scroll={{ x: 760 }}
        columns={[
          { title: 'ID', dataIndex: 'Id', width: 60 },
          {
            title: '活动',
            render: (_: unknown, row) => (
              <>
                {row.Title} {row.IsDemo ? <Tag color="gold">演示</Tag> : null}
              </>
            ),
          },
          {
            title: '状态',
            width: 110,
            render: (_: unknown, row) =>
              row.Enabled ? ACTIVITY_STATE_LABELS[row.State] : '已停用',
          },
          {
            title: '时间',
            width: 170,
            render: (_: unknown, row) => `${row.StartTime} 至 ${row.EndTime}`,
          },
          { title: '书单', dataIndex: 'ListTitle', width: 140 },
          { title: '参加', dataIndex: 'ParticipantCount', width: 60 },
          {
            title: '操作',
            width: 130,
            render: (_: unknown, row) => (
              <>
                <Button type="link" size="small" onClick={() => startEdit(row)}>
                  修改
                </Button>
                <Popconfirm
                  title="确定删除？有人参加的活动只能停用"
                  onConfirm={() => void removeRow(row.Id)}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
