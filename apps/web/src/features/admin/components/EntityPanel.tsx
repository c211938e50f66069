import { Button, Form, Input, Select, Switch, Table } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { useState } from 'react';
import type { AdminEntity, AdminRow } from '@moyue/contracts/api/editorial-admin';
import { ApiError } from '../../../api/api-error';
import { useAdminChange, useAdminList } from '../api/admin-calls';
import { OrderFields, RowActions } from './admin-parts';
import { ENTITY_FORMS } from './entity-forms';

/** One console tab: the entity's rows and a form to add or edit one. */
export function EntityPanel({ entity }: { entity: AdminEntity }) {
  const spec = ENTITY_FORMS[entity];
  const list = useAdminList(entity);
  const { save, remove } = useAdminChange(entity);
  const [editing, setEditing] = useState<AdminRow | null>(null);
  const [form] = Form.useForm<Record<string, string | number | boolean | undefined>>();
  const { message } = useFeedback();

  const startEdit = (row: AdminRow | null) => {
    setEditing(row);
    form.resetFields();
    if (!row) return;
    const values: Record<string, string | boolean> = { ...row.Fields };
    // a switch edits a boolean the list carries as 'true' / 'false'
    for (const field of spec.fields)
      if (field.kind === 'switch') values[field.name] = row.Fields[field.name] === 'true';
    form.setFieldsValue({ ...values, sortOrder: row.SortOrder, enabled: row.Enabled });
  };
  const submit = async (values: Record<string, string | number | boolean | undefined>) => {
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

  return (
    <div className="admin-panel" data-testid={`admin-panel-${entity}`}>
      <Form
        form={form}
        name={`admin-${entity}`}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ enabled: true, sortOrder: 0, kind: 'help' }}
      >
        <h3>{editing ? `修改 #${editing.Id}` : `新建${spec.title}`}</h3>
        {spec.fields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            extra={field.help}
            rules={field.required ? [{ required: true, message: `请填写${field.label}` }] : []}
            {...(field.kind === 'switch' ? { valuePropName: 'checked' } : {})}
          >
            {field.kind === 'switch' ? (
              <Switch />
            ) : field.kind === 'textarea' ? (
              <Input.TextArea rows={6} />
            ) : field.kind === 'select' ? (
              <Select options={field.options} />
            ) : (
              <Input />
            )}
          </Form.Item>
        ))}
        {spec.ordered && <OrderFields />}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
        {editing && (
          <Button style={{ marginLeft: 8 }} onClick={() => startEdit(null)}>
            取消
          </Button>
        )}
      </Form>
      <Table<AdminRow>
        rowKey="Id"
        size="small"
        loading={list.isPending}
        dataSource={list.data?.ItemList ?? []}
        pagination={{ pageSize: 20 }}
        scroll={{ x: 640 }}
        columns={[
          { title: 'ID', dataIndex: 'Id', width: 70 },
          { title: '标题', dataIndex: 'Title' },
          {
            title: '状态',
            dataIndex: 'Enabled',
            width: 80,
            render: (on: boolean) => (on ? '上线' : '下线'),
          },
          {
            title: '更新',
            dataIndex: 'UpdateTime',
            width: 170,
            render: (time: string | null) => time || '—',
          },
          {
            title: '操作',
            width: 140,
            render: (_: unknown, row) => (
              <RowActions
                onEdit={() => startEdit(row)}
                onDelete={spec.deletable !== false ? () => remove.mutate(row.Id) : undefined}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
