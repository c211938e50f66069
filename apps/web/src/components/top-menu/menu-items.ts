import { paths, XSD_EXTERNAL_URL } from '../../config/paths';
import { SocialStatus } from '@moyue/contracts/messages';
import {
  selectLibraryType,
  selectOrganizationInfo,
  type OrganizationDetail,
  type OrganizationInfo,
  type UserInfo,
  type UserOrganization,
} from '../../stores/app-store';

export type MenuKey =
  | 'home'
  | 'schoolResources'
  | 'store'
  | 'youxuan'
  | 'bangdan'
  | 'recommendBook'
  | 'audioBooksAndLessons'
  | 'projects'
  | 'topicBank'
  | 'lianmeng'
  | 'xsd';

export interface MenuItem {
  key: MenuKey;
  label: string;
  to: string;
  external?: boolean;
}

/** spec §2 'Top menu in order'. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { key: 'home', label: '首页', to: paths.home },
  { key: 'schoolResources', label: '机构馆藏', to: paths.schoolResources },
  { key: 'store', label: '书城', to: paths.resuResSearch },
  { key: 'youxuan', label: '优选', to: paths.youxuan },
  { key: 'bangdan', label: '榜单', to: paths.bangdan },
  { key: 'recommendBook', label: '推荐书单', to: paths.recommendBook },
  { key: 'audioBooksAndLessons', label: '有声书与课程', to: paths.audioBooksAndLessons },
  { key: 'projects', label: '热点专题', to: paths.projectList },
  { key: 'topicBank', label: '数据库', to: paths.topicBank },
  { key: 'lianmeng', label: '联盟馆', to: paths.lianmengResources },
  { key: 'xsd', label: '新时代学习平台', to: XSD_EXTERNAL_URL, external: true },
];

/** spec §6: library type 3 hides holdings and audio courses. */
const LIBRARY_TYPE_3 = 3;

/** What the menu needs to know about the reader and their institution (spec §6). */
export interface MenuContext {
  user: UserInfo | null;
  organization: UserOrganization | null;
  organizationDetail: OrganizationDetail | null;
}

/** The organisation's Nav names the entries it hides: keys, labels or paths, as a list or comma separated. */
function hiddenByNav(nav: OrganizationInfo['Nav']): Set<string> {
  const entries = typeof nav === 'string' ? nav.split(/[,，、;；\s]+/) : (nav ?? []);
  return new Set(entries.map((entry) => String(entry).trim()).filter(Boolean));
}

/** spec §6: which top-menu entries this user and organisation see, in spec order. */
export function visibleMenuItems(context: MenuContext): MenuItem[] {
  const info = selectOrganizationInfo(context);
  const hasOrganization = info !== null || context.organization !== null;
  const libraryType = selectLibraryType(context);
  const navHidden = hiddenByNav(info?.Nav);
  return MENU_ITEMS.filter((item) => {
    if (navHidden.has(item.key) || navHidden.has(item.label) || navHidden.has(item.to))
      return false;
    switch (item.key) {
      case 'schoolResources':
        return hasOrganization && libraryType !== LIBRARY_TYPE_3;
      case 'audioBooksAndLessons':
        return libraryType !== LIBRARY_TYPE_3;
      case 'lianmeng':
        // Partner organisations show the alliance; IsPartner 0 (or unknown) hides it.
        return hasOrganization && Boolean(info?.IsPartner);
      case 'recommendBook':
        return context.user?.SocialStatus === SocialStatus.Teacher;
      case 'home':
      case 'store':
      case 'youxuan':
      case 'bangdan':
      case 'projects':
      case 'topicBank':
      case 'xsd':
        return true;
    }
  });
}
