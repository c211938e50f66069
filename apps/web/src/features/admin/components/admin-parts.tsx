import { Button, Form, InputNumber, Popconfirm, Switch } from 'antd';

/** The order and online switch of an ordered console record (sortOrder, enabled). */
export function OrderFields() {
  return (
    <>
      <Form.Item name="sortOrder" label="排序（小的在前）">
        <InputNumber min={0} max={9999} />
      </Form.Item>
      <Form.Item name="enabled" label="上线" valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}

/** A console row's 修改 and, when it may go, 删除 after a confirmation. */
export function RowActions({ onEdit, onDelete }: { onEdit: () => void; onDelete?: () => void }) {
  return (
    <>
      <Button type="link" size="small" onClick={onEdit}>
        修改
      </Button>
      {onDelete && (
        <Popconfirm title="确定删除？" onConfirm={onDelete}>
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      )}
    </>
  );
}
