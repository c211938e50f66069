import type { PageKey } from '../../config/routes';
import { lazyPage, type LazyPage } from './lazy-page';

// The personal centre's pages (config/routes.ts, layout 'center'), each its own lazy chunk.

/** The centre's frame (side menu) around every centre page. */
export const centerLayout = lazyPage(
  () => import('../../features/center/components/CenterLayout'),
  'CenterLayout',
);

export const CENTER_PAGES: Record<PageKey<'center'>, LazyPage> = {
  centerHome: lazyPage(
    () => import('../../features/center/pages/CenterHomePage'),
    'CenterHomePage',
  ),
  bookShelf: lazyPage(() => import('../../features/center/pages/BookShelfPage'), 'BookShelfPage'),
  myNews: lazyPage(() => import('../../features/center/pages/MyNewsPage'), 'MyNewsPage'),
  myFollows: lazyPage(() => import('../../features/center/pages/MyFollowsPage'), 'MyFollowsPage'),
  myComment: lazyPage(() => import('../../features/center/pages/MyCommentPage'), 'MyCommentPage'),
  myRecommend: lazyPage(
    () => import('../../features/center/pages/MyRecommendPage'),
    'MyRecommendPage',
  ),
  myPredilection: lazyPage(
    () => import('../../features/center/pages/MyPredilectionPage'),
    'MyPredilectionPage',
  ),
  // the year report's charts (ECharts) load with this page only
  readingReport: lazyPage(
    () => import('../../features/center/pages/ReadingReportPage'),
    'ReadingReportPage',
  ),

  // the account
  editPersonaInfo: lazyPage(
    () => import('../../features/accounts/pages/EditPersonaInfoPage'),
    'EditPersonaInfoPage',
  ),
  accountSetting: lazyPage(
    () => import('../../features/accounts/pages/AccountSettingPage'),
    'AccountSettingPage',
  ),
  accountSetPwd: lazyPage(
    () => import('../../features/accounts/pages/AccountSetPwdPage'),
    'AccountSetPwdPage',
  ),
  accountBindTel: lazyPage(
    () => import('../../features/accounts/pages/AccountBindTelPage'),
    'AccountBindTelPage',
  ),
  accountNewTel: lazyPage(
    () => import('../../features/accounts/pages/AccountNewTelPage'),
    'AccountNewTelPage',
  ),
  accountBindEmail: lazyPage(
    () => import('../../features/accounts/pages/AccountBindEmailPage'),
    'AccountBindEmailPage',
  ),
  accountNewEmail: lazyPage(
    () => import('../../features/accounts/pages/AccountNewEmailPage'),
    'AccountNewEmailPage',
  ),
  accountBindOrganization: lazyPage(
    () => import('../../features/accounts/pages/AccountBindOrganizationPage'),
    'AccountBindOrganizationPage',
  ),

  // reading records
  readbook: lazyPage(() => import('../../features/reading/pages/ReadbookPage'), 'ReadbookPage'),
  myBookmark: lazyPage(
    () => import('../../features/reading/pages/MyBookmarkPage'),
    'MyBookmarkPage',
  ),
  myBookmarkLists: lazyPage(
    () => import('../../features/reading/pages/MyBookmarkListsPage'),
    'MyBookmarkListsPage',
  ),
  myResources: lazyPage(
    () => import('../../features/orders/pages/MyResourcesPage'),
    'MyResourcesPage',
  ),

  // points and cards
  integrating: lazyPage(
    () => import('../../features/points/pages/IntegratingPage'),
    'IntegratingPage',
  ),
  integratDetailList: lazyPage(
    () => import('../../features/points/pages/IntegratDetailListPage'),
    'IntegratDetailListPage',
  ),
  integratRule: lazyPage(
    () => import('../../features/points/pages/IntegratRulePage'),
    'IntegratRulePage',
  ),
  blockchain: lazyPage(
    () => import('../../features/points/pages/BlockchainPage'),
    'BlockchainPage',
  ),
  myCard: lazyPage(() => import('../../features/points/pages/MyCardPage'), 'MyCardPage'),

  // support
  myProblem: lazyPage(() => import('../../features/support/pages/MyProblemPage'), 'MyProblemPage'),
  centerService: lazyPage(() => import('../../features/support/pages/ServicePage'), 'ServicePage'),
};
