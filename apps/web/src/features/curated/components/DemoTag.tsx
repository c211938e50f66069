import { Tag } from 'antd';

/** Marks a demo record (演示). */
export const DemoTag = ({ show }: { show: boolean }) =>
  show ? (
    <Tag color="orange" title="演示数据">
      演示
    </Tag>
  ) : null;
