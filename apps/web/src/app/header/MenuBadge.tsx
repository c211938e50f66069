import { Badge } from 'antd';
import { MenuOutlined } from '@ant-design/icons';

/** The menu icon with the unread dot (antd Badge): its own chunk, loaded only when something is unread. */
export function MenuBadge() {
  return (
    <Badge dot offset={[-2, 2]}>
      <MenuOutlined />
    </Badge>
  );
}
