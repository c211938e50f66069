import { paths, XSD_EXTERNAL_URL } from '../../config/paths';
import type { UserInfo, UserOrganization } from '../../stores/app-store';

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

/** spec §9: social status 2 is a teacher. */
const TEACHER = 2;
/** spec §6: library type 3 hides holdings and audio courses. */
const LIBRARY_TYPE_3 = 3;

/** The organisation's Nav setting names the entries it hides (keys or labels, comma separated). */
function hiddenByNav(organization: UserOrganization | null): Set<string> {
  return new Set(
    (organization?.Nav ?? '')
      .split(/[,，]/)
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
}

/** spec §6: which top-menu entries this user and organisation see, in spec order. */
export function visibleMenuItems(
  user: UserInfo | null,
  organization: UserOrganization | null,
): MenuItem[] {
  const navHidden = hiddenByNav(organization);
  return MENU_ITEMS.filter((item) => {
    if (navHidden.has(item.key) || navHidden.has(item.label)) return false;
    switch (item.key) {
      case 'schoolResources':
        return organization !== null && organization.LibraryType !== LIBRARY_TYPE_3;
      case 'audioBooksAndLessons':
        return organization?.LibraryType !== LIBRARY_TYPE_3;
      case 'lianmeng':
        return organization !== null && Boolean(organization.IsPartner);
      case 'recommendBook':
        return user?.SocialStatus === TEACHER;
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
