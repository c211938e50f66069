import { Button, Form, Input, InputNumber, Popconfirm, Select, Table, Tag } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { useState } from 'react';
import type { PressAdminRow, PressDepartmentAdminRow } from '@moyue/contracts/api/press';
import { ApiError } from '../../../api/api-error';
import { usePressAdmin, usePressAdminChange, usePressDepartmentsAdmin } from '../api/press-admin';

type Values = Record<string, string | number | undefined>;

/** The audit log's names of this panel's entities. */
export const PRESS_AUDIT_NAMES: Record<string, string> = {
  press: '出版社',
  'press-department': '出版社部门',
};

const fieldsOf = (values: Values, id: number | undefined): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== null) fields[name] = String(value);
  if (id !== undefined) fields.id = String(id);
  return fields;
};

/** A press's departments: form and list; books by id, the press's own only (the server checks). */
function DepartmentEditor({ pressId }: { pressId: number }) {
  const departments = usePressDepartmentsAdmin(pressId);
  const { saveDepartment, removeDepartment } = usePressAdminChange();
  const [editing, setEditing] = useState<PressDepartmentAdminRow | null>(null);
  const [form] = Form.useForm<Values>();
  const { message } = useFeedback();
  const startEdit = (row: PressDepartmentAdminRow | null) => {
    setEditing(row);
    form.resetFields();
    if (row)
      form.setFieldsValue({
        title: row.Title,
        introduction: row.Introduction,
        sortOrder: row.SortOrder,
        contentIds: row.ContentIds,
      });
  };
  const failed = (error: unknown, fallback: string) =>
    void message.error(error instanceof ApiError ? error.description : fallback);
  const submit = async (values: Values) => {
    try {
      await saveDepartment.mutateAsync(
        fieldsOf({ ...values, pressId }, editing ? editing.Id : undefined),
      );
      void message.success('已保存');
      startEdit(null);
    } catch (error) {
      failed(error, '保存失败');
    }
  };
  return (
    <div className="admin-panel__sub" data-testid="admin-press-departments">
      <Form
        form={form}
        name="admin-press-department"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ sortOrder: 0 }}
      >
        <h4>{editing ? `修改部门 #${editing.Id}` : '新建编辑部门'}</h4>
        <Form.Item
          name="title"
          label="部门名称"
          rules={[{ required: true, message: '请填写部门名称' }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="introduction" label="部门简介">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item name="contentIds" label="图书 ID" extra="逗号分隔，按顺序展示；只能是本社的图书">
          <Input />
        </Form.Item>
        <Form.Item name="sortOrder" label="排序（小的在前）">
          <InputNumber min={0} max={9999} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saveDepartment.isPending}>
          保存部门
        </Button>
        {editing && (
          <Button style={{ marginLeft: 8 }} onClick={() => startEdit(null)}>
            取消
          </Button>
        )}
      </Form>
      <Table<PressDepartmentAdminRow>
        rowKey="Id"
        size="small"
        loading={departments.isPending}
        dataSource={departments.data?.ItemList ?? []}
        pagination={false}
        columns={[
          { title: 'ID', dataIndex: 'Id', width: 60 },
          { title: '部门', dataIndex: 'Title' },
          {
            title: '图书',
            dataIndex: 'ContentIds',
            render: (ids: string) => `${ids ? ids.split(',').length : 0} 种`,
          },
          {
            title: '操作',
            width: 140,
            render: (_: unknown, row) => (
              <>
                <Button size="small" type="link" onClick={() => startEdit(row)}>
                  修改
                </Button>
                <Popconfirm
                  title="删除这个部门？"
                  description="部门的图书仍在书目中"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() =>
                    void removeDepartment.mutateAsync(row.Id).then(
                      () => void message.success('已删除'),
                      (e) => failed(e, '删除失败'),
                    )
                  }
                >
                  <Button size="small" type="link" danger>
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

/** The console's presses (issue 20): introduction and address (DcdAdress), and their departments. */
export function PressPanel() {
  const presses = usePressAdmin();
  const { savePress } = usePressAdminChange();
  const [pressId, setPressId] = useState<number>(0);
  const [form] = Form.useForm<Values>();
  const { message } = useFeedback();
  const rows = presses.data?.ItemList ?? [];
  const current = rows.find((row) => row.Id === pressId);

  const choose = (id: number) => {
    setPressId(id);
    const row = rows.find((press) => press.Id === id);
    form.resetFields();
    if (row)
      form.setFieldsValue({
        title: row.Title,
        introduction: row.Introduction,
        dcdAdress: row.DcdAdress,
      });
  };
  const submit = async (values: Values) => {
    try {
      const saved = await savePress.mutateAsync(fieldsOf(values, current?.Id));
      void message.success('已保存');
      setPressId(saved.Id);
    } catch (error) {
      void message.error(error instanceof ApiError ? error.description : '保存失败');
    }
  };

  return (
    <div className="admin-panel" data-testid="admin-panel-press">
      <Select<number>
        showSearch
        optionFilterProp="label"
        placeholder="选择出版社（或直接填写下方表单新建）"
        style={{ width: 360, marginBottom: 12 }}
        value={pressId || undefined}
        loading={presses.isPending}
        options={rows.map((row: PressAdminRow) => ({
          value: row.Id,
          label: `${row.Title}（${row.BookCount} 种）`,
        }))}
        onChange={choose}
        allowClear
        onClear={() => choose(0)}
      />
      <Form
        form={form}
        name="admin-press"
        layout="vertical"
        onFinish={(values) => void submit(values)}
      >
        <h3>
          {current ? `修改出版社 #${current.Id}` : '新建出版社'}
          {current?.IsDemo && <Tag style={{ marginLeft: 8 }}>演示</Tag>}
        </h3>
        <Form.Item name="title" label="名称" rules={[{ required: true, message: '请填写名称' }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="introduction" label="简介">
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
        <Form.Item name="dcdAdress" label="地址（DcdAdress）">
          <Input maxLength={200} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={savePress.isPending}>
          保存
        </Button>
      </Form>
      {current && <DepartmentEditor key={current.Id} pressId={current.Id} />}
    </div>
  );
}
