import { Tag } from 'antd';
import { RIGHTS_STATUS_TEXT, type RightsStatus } from '@moyue/contracts/api/curated';

/** 公有领域 or 授权作品. */
export const RightsTag = ({ status }: { status: RightsStatus }) => (
  <Tag color={status === 'public-domain' ? 'green' : 'blue'}>{RIGHTS_STATUS_TEXT[status]}</Tag>
);
