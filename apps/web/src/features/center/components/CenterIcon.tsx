import {
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CommentOutlined,
  CreditCardOutlined,
  HeartOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  LikeOutlined,
  ProfileOutlined,
  ReadOutlined,
  SettingOutlined,
  ShoppingOutlined,
  StarOutlined,
  TagOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { CenterIcon as IconName } from '../center-menu';

const ICONS: Record<IconName, ReactNode> = {
  home: <HomeOutlined />,
  shelf: <BookOutlined />,
  reading: <ReadOutlined />,
  footprint: <HistoryOutlined />,
  bookmark: <TagOutlined />,
  news: <BellOutlined />,
  resources: <ShoppingOutlined />,
  profile: <IdcardOutlined />,
  settings: <SettingOutlined />,
  organization: <BankOutlined />,
  points: <StarOutlined />,
  comment: <CommentOutlined />,
  recommend: <LikeOutlined />,
  follow: <HeartOutlined />,
  feedback: <AuditOutlined />,
  card: <CreditCardOutlined />,
  preference: <ProfileOutlined />,
  report: <BarChartOutlined />,
};

/** The icon of a centre menu entry. */
export function CenterIcon({ name }: { name: IconName }) {
  return (
    <span className="center-icon" aria-hidden>
      {ICONS[name]}
    </span>
  );
}
