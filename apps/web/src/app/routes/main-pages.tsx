import { lazy } from 'react';
import type { PageKey } from '../../config/routes';
import { AiDialogueSlot } from '../../components/ai-dialogue-slot';
import { lazyPage, type LazyPage } from './lazy-page';

// The pages of the site frame (config/routes.ts, layout 'main'), each its own lazy chunk.

// The detail page with the assistant's panel in its AI tab (features don't import each other);
// the panel's code loads when that tab first opens (issue 16).
const AiPanel = lazy(async () => ({
  default: (await import('../../features/assistant/components/AiPanel')).AiPanel,
}));
const detail: LazyPage = async () => {
  const { DetailPage } = await import('../../features/details/pages/DetailPage');
  return {
    Component: () => (
      <AiDialogueSlot value={AiPanel}>
        <DetailPage />
      </AiDialogueSlot>
    ),
  };
};

/** Any path of the site frame that no route answers. */
export const notFound = lazyPage(() => import('../../pages/NotFoundPage'), 'NotFoundPage');

export const MAIN_PAGES: Record<PageKey<'main'>, LazyPage> = {
  home: lazyPage(() => import('../../features/home/pages/HomePage'), 'HomePage'),
  comingSoon: lazyPage(() => import('../../pages/ComingSoonPage'), 'ComingSoonPage'),
  detail,

  // search and the catalogue
  resuResSearch: lazyPage(
    () => import('../../features/search/pages/ResuResSearchPage'),
    'ResuResSearchPage',
  ),
  allSearch: lazyPage(() => import('../../features/search/pages/AllSearchPage'), 'AllSearchPage'),
  questionSearch: lazyPage(
    () => import('../../features/search/pages/QuestionSearchPage'),
    'QuestionSearchPage',
  ),
  questionResource: lazyPage(
    () => import('../../features/search/pages/QuestionResourcePage'),
    'QuestionResourcePage',
  ),
  lessonsSearchList: lazyPage(
    () => import('../../features/search/pages/LessonsSearchListPage'),
    'LessonsSearchListPage',
  ),
  searchBook: lazyPage(
    () => import('../../features/search/pages/SearchBookPage'),
    'SearchBookPage',
  ),
  schoolResources: lazyPage(
    () => import('../../features/search/pages/SchoolResourcesPage'),
    'SchoolResourcesPage',
  ),
  audioBooksAndLessons: lazyPage(
    () => import('../../features/lesson-landing/pages/AudioBooksAndLessonsPage'),
    'AudioBooksAndLessonsPage',
  ),

  // the assistant
  askChapter: lazyPage(
    () => import('../../features/assistant/pages/AskChapterPage'),
    'AskChapterPage',
  ),
  chatBook: lazyPage(() => import('../../features/assistant/pages/ChatBookPage'), 'ChatBookPage'),
  bookAi: lazyPage(() => import('../../features/assistant/pages/BookAiPage'), 'BookAiPage'),

  // accounts and third-party sign-in
  login: lazyPage(() => import('../../features/accounts/pages/LoginPage'), 'LoginPage'),
  register: lazyPage(() => import('../../features/accounts/pages/RegisterPage'), 'RegisterPage'),
  findPassword: lazyPage(
    () => import('../../features/accounts/pages/FindPasswordPage'),
    'FindPasswordPage',
  ),
  ssoStatus: lazyPage(() => import('../../features/sso/pages/SsoStatusPage'), 'SsoStatusPage'),
  orgLogin: lazyPage(() => import('../../features/sso/pages/OrgLoginPage'), 'OrgLoginPage'),
  cardVerify: lazyPage(
    () => import('../../features/points/pages/CardVerifyPage'),
    'CardVerifyPage',
  ),

  // editorial pages
  article: lazyPage(() => import('../../features/editorial/pages/ArticlePage'), 'ArticlePage'),
  help: lazyPage(() => import('../../features/editorial/pages/HelpPage'), 'HelpPage'),
  noticeList: lazyPage(
    () => import('../../features/editorial/pages/NoticeListPage'),
    'NoticeListPage',
  ),
  noticeContent: lazyPage(
    () => import('../../features/editorial/pages/NoticeContentPage'),
    'NoticeContentPage',
  ),
  projectList: lazyPage(
    () => import('../../features/editorial/pages/ProjectListPage'),
    'ProjectListPage',
  ),
  projectDetail: lazyPage(
    () => import('../../features/editorial/pages/ProjectDetailPage'),
    'ProjectDetailPage',
  ),

  // rankings and reading lists
  bangdan: lazyPage(() => import('../../features/rankings/pages/BangdanPage'), 'BangdanPage'),
  rankingList: lazyPage(
    () => import('../../features/rankings/pages/RankingListPage'),
    'RankingListPage',
  ),
  readRanking: lazyPage(
    () => import('../../features/rankings/pages/RankingListPage'),
    'ReadRankingPage',
  ),
  readRankingOrg: lazyPage(
    () => import('../../features/rankings/pages/ReadRankingOrgPage'),
    'ReadRankingOrgPage',
  ),
  recommendList: lazyPage(
    () => import('../../features/reading-lists/pages/RecommendListPage'),
    'RecommendListPage',
  ),
  bookRecommend: lazyPage(
    () => import('../../features/reading-lists/pages/RecommendListPage'),
    'BookRecommendPage',
  ),
  dcdRecommendBook: lazyPage(
    () => import('../../features/reading-lists/pages/RecommendListPage'),
    'DcdRecommendBookPage',
  ),
  readingListDetail: lazyPage(
    () => import('../../features/reading-lists/pages/ReadingListDetailPage'),
    'ReadingListDetailPage',
  ),
  readingListRank: lazyPage(
    () => import('../../features/reading-lists/pages/ReadingListRankPage'),
    'ReadingListRankPage',
  ),
  recommendBook: lazyPage(
    () => import('../../features/reading-lists/pages/RecommendBookPage'),
    'RecommendBookPage',
  ),

  // reading activities
  activity: lazyPage(
    () => import('../../features/activities/pages/ActivityListPage'),
    'ActivityListPage',
  ),
  readingActivity: lazyPage(
    () => import('../../features/activities/pages/ReadingActivityPage'),
    'ReadingActivityPage',
  ),
  activityThemeDetail: lazyPage(
    () => import('../../features/activities/pages/ActivityThemeDetailPage'),
    'ActivityThemeDetailPage',
  ),
  areaActivity: lazyPage(
    () => import('../../features/activities/pages/AreaActivityPage'),
    'AreaActivityPage',
  ),
  activityLink: lazyPage(
    () => import('../../features/activities/pages/ActivityLinkPage'),
    'ActivityLinkPage',
  ),

  // curated pages (issue 20 part 3)
  youxuanHome: lazyPage(() => import('../../features/curated/pages/YouxuanPage'), 'YouxuanPage'),
  youxuanDetail: lazyPage(
    () => import('../../features/curated/pages/YouxuanDetailPage'),
    'YouxuanDetailPage',
  ),
  lianmengResources: lazyPage(
    () => import('../../features/curated/pages/LianmengResourcesPage'),
    'LianmengResourcesPage',
  ),
  onlineEducation: lazyPage(
    () => import('../../features/curated/pages/OnlineEducationPage'),
    'OnlineEducationPage',
  ),
  specialBook: lazyPage(
    () => import('../../features/curated/pages/SpecialBookPage'),
    'SpecialBookPage',
  ),
  copyrightList: lazyPage(
    () => import('../../features/curated/pages/CopyrightListPage'),
    'CopyrightListPage',
  ),
  copyrightDetail: lazyPage(
    () => import('../../features/curated/pages/CopyrightDetailPage'),
    'CopyrightDetailPage',
  ),
  productZone: lazyPage(
    () => import('../../features/curated/pages/ProductZonePage'),
    'ProductZonePage',
  ),
  goodsProject: lazyPage(
    () => import('../../features/curated/pages/GoodsProjectPage'),
    'GoodsProjectPage',
  ),

  // special pages
  paperElect: lazyPage(
    () => import('../../features/special/pages/PaperElectPage'),
    'PaperElectPage',
  ),
  electPrecedence: lazyPage(
    () => import('../../features/special/pages/ElectPrecedencePage'),
    'ElectPrecedencePage',
  ),
  topicBank: lazyPage(() => import('../../features/special/pages/TopicBankPage'), 'TopicBankPage'),
  chineseEnterprises: lazyPage(
    () => import('../../features/special/pages/ChineseEnterprisesPage'),
    'ChineseEnterprisesPage',
  ),
  gdpdf: lazyPage(() => import('../../features/special/pages/GdPdfPage'), 'GdPdfPage'),
  outerWebToView: lazyPage(
    () => import('../../features/special/pages/OuterWebToViewPage'),
    'OuterWebToViewPage',
  ),
  selfTest: lazyPage(() => import('../../features/special/pages/SelfCheckPage'), 'SelfCheckPage'),

  // the publisher shop
  pressIndex: lazyPage(() => import('../../features/press/pages/PressIndexPage'), 'PressIndexPage'),
  pressSearch: lazyPage(
    () => import('../../features/press/pages/PressSearchPage'),
    'PressSearchPage',
  ),
  pressRank: lazyPage(() => import('../../features/press/pages/PressRankPage'), 'PressRankPage'),
  pressInfo: lazyPage(() => import('../../features/press/pages/PressInfoPage'), 'PressInfoPage'),
  pressDep: lazyPage(() => import('../../features/press/pages/PressDepPage'), 'PressDepPage'),
  pressDepDetails: lazyPage(
    () => import('../../features/press/pages/PressDepDetailsPage'),
    'PressDepDetailsPage',
  ),
  pressResource: lazyPage(
    () => import('../../features/press/pages/PressResourcePage'),
    'PressResourcePage',
  ),
};
