import { paths } from '../../config/paths';

export type CenterIcon =
  | 'home'
  | 'shelf'
  | 'reading'
  | 'footprint'
  | 'bookmark'
  | 'news'
  | 'resources'
  | 'profile'
  | 'settings'
  | 'organization'
  | 'points'
  | 'comment'
  | 'recommend'
  | 'feedback'
  | 'card'
  | 'follow'
  | 'preference'
  | 'report';

export interface CenterEntry {
  label: string;
  to: string;
  icon: CenterIcon;
  /** false: the page is not built yet and says so (建设中); the menu marks it. */
  ready: boolean;
}

export interface CenterGroup {
  title: string;
  entries: CenterEntry[];
}

/**
 * The personal centre's menu (spec §2 personal centre routes): the pages that
 * are built, then those still being built, which show and say so.
 */
export const CENTER_GROUPS: readonly CenterGroup[] = [
  {
    title: '我的阅读',
    entries: [
      { label: '我的书架', to: paths.bookShelf, icon: 'shelf', ready: true },
      { label: '阅读记录', to: paths.readbook, icon: 'reading', ready: true },
      { label: '浏览足迹', to: paths.browseTheFootprint, icon: 'footprint', ready: true },
      { label: '我的书签', to: paths.myBookmark, icon: 'bookmark', ready: true },
      { label: '阅读年报', to: paths.readingReport, icon: 'report', ready: true },
      { label: '阅读偏好', to: paths.myPredilection, icon: 'preference', ready: true },
    ],
  },
  {
    title: '我的账户',
    entries: [
      { label: '我的消息', to: paths.myNews, icon: 'news', ready: true },
      { label: '已购资源', to: paths.myResources, icon: 'resources', ready: true },
      { label: '个人资料', to: paths.editPersonaInfo, icon: 'profile', ready: true },
      { label: '账号设置', to: paths.accountSetting, icon: 'settings', ready: true },
      { label: '绑定机构', to: paths.accountBindOrganization, icon: 'organization', ready: true },
    ],
  },
  {
    title: '更多服务',
    entries: [
      { label: '我的积分', to: paths.integrating, icon: 'points', ready: true },
      { label: '我的评论', to: paths.myComment, icon: 'comment', ready: true },
      { label: '我的荐购', to: paths.myRecommend, icon: 'recommend', ready: true },
      { label: '我的关注', to: paths.myFollows, icon: 'follow', ready: true },
      { label: '我的反馈', to: paths.myProblem, icon: 'feedback', ready: true },
      { label: '联系客服', to: paths.centerService, icon: 'feedback', ready: true },
      { label: '卡包', to: paths.myCard, icon: 'card', ready: true },
      { label: '书卡存证', to: paths.blockchain, icon: 'card', ready: true },
    ],
  },
];

/** The centre's home: /wrap/center and spec §2's /wrap/center/center show the same page. */
export const isCenterHome = (pathname: string): boolean =>
  pathname === paths.center || pathname === `${paths.center}/` || pathname === paths.centerHome;
