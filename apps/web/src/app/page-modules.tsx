import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AiDialogueSlot } from '../components/ai-dialogue-slot';
import { startOpeningBook } from '../features/reading/licence/book-opening';
import { startReaderFrame } from '../features/reading/reader-frame-element';

// Lazy route modules: each page's code loads when it is first visited.
export const comingSoon = async () => ({
  Component: (await import('../pages/ComingSoonPage')).ComingSoonPage,
});
export const readerComingSoon = async () => ({
  Component: (await import('../pages/ReaderComingSoonPage')).ReaderComingSoonPage,
});
export const home = async () => ({
  Component: (await import('../features/home/pages/HomePage')).HomePage,
});
export const notFound = async () => ({
  Component: (await import('../pages/NotFoundPage')).NotFoundPage,
});
const audioBooksAndLessons = async () => ({
  Component: (await import('../features/lesson-landing/pages/AudioBooksAndLessonsPage'))
    .AudioBooksAndLessonsPage,
});
const resourceSearch = async () => ({
  Component: (await import('../features/search/pages/ResuResSearchPage')).ResuResSearchPage,
});
const fullTextSearch = async () => ({
  Component: (await import('../features/search/pages/AllSearchPage')).AllSearchPage,
});
const questionSearch = async () => ({
  Component: (await import('../features/search/pages/QuestionSearchPage')).QuestionSearchPage,
});
const questionResource = async () => ({
  Component: (await import('../features/search/pages/QuestionResourcePage')).QuestionResourcePage,
});
const lessonsSearch = async () => ({
  Component: (await import('../features/search/pages/LessonsSearchListPage')).LessonsSearchListPage,
});
const advancedSearch = async () => ({
  Component: (await import('../features/search/pages/SearchBookPage')).SearchBookPage,
});
const schoolResources = async () => ({
  Component: (await import('../features/search/pages/SchoolResourcesPage')).SchoolResourcesPage,
});

// The detail page with the assistant's panel in its AI tab (features don't import each other).
const detailPage = async () => {
  const [{ DetailPage }, { AiPanel }] = await Promise.all([
    import('../features/details/pages/DetailPage'),
    import('../features/assistant/components/AiPanel'),
  ]);
  return {
    Component: () => (
      <AiDialogueSlot value={AiPanel}>
        <DetailPage />
      </AiDialogueSlot>
    ),
  };
};
const askChapterPage = async () => ({
  Component: (await import('../features/assistant/pages/AskChapterPage')).AskChapterPage,
});
const chatBookPage = async () => ({
  Component: (await import('../features/assistant/pages/ChatBookPage')).ChatBookPage,
});
const bookAiPage = async () => ({
  Component: (await import('../features/assistant/pages/BookAiPage')).BookAiPage,
});

const loginPage = async () => ({
  Component: (await import('../features/accounts/pages/LoginPage')).LoginPage,
});
const registerPage = async () => ({
  Component: (await import('../features/accounts/pages/RegisterPage')).RegisterPage,
});
const findPasswordPage = async () => ({
  Component: (await import('../features/accounts/pages/FindPasswordPage')).FindPasswordPage,
});
const accountSettingPage = async () => ({
  Component: (await import('../features/accounts/pages/AccountSettingPage')).AccountSettingPage,
});
const accountSetPwdPage = async () => ({
  Component: (await import('../features/accounts/pages/AccountSetPwdPage')).AccountSetPwdPage,
});
const accountBindTelPage = async () => ({
  Component: (await import('../features/accounts/pages/AccountBindTelPage')).AccountBindTelPage,
});
const accountNewTelPage = async () => ({
  Component: (await import('../features/accounts/pages/AccountNewTelPage')).AccountNewTelPage,
});
const accountBindEmailPage = async () => ({
  Component: (await import('../features/accounts/pages/AccountBindEmailPage')).AccountBindEmailPage,
});
const accountNewEmailPage = async () => ({
  Component: (await import('../features/accounts/pages/AccountNewEmailPage')).AccountNewEmailPage,
});
const editPersonaInfoPage = async () => ({
  Component: (await import('../features/accounts/pages/EditPersonaInfoPage')).EditPersonaInfoPage,
});
const myNewsPage = async () => ({
  Component: (await import('../features/center/pages/MyNewsPage')).MyNewsPage,
});
export const centerLayout = async () => ({
  Component: (await import('../features/center/components/CenterLayout')).CenterLayout,
});
const centerHome = async () => ({
  Component: (await import('../features/center/pages/CenterHomePage')).CenterHomePage,
});
const bookShelf = async () => ({
  Component: (await import('../features/center/pages/BookShelfPage')).BookShelfPage,
});
const bindOrganizationPage = async () => ({
  Component: (await import('../features/accounts/pages/AccountBindOrganizationPage'))
    .AccountBindOrganizationPage,
});

const myResources = async () => ({
  Component: (await import('../features/orders/pages/MyResourcesPage')).MyResourcesPage,
});

const ssoStatusPage = async () => ({
  Component: (await import('../features/sso/pages/SsoStatusPage')).SsoStatusPage,
});
const orgLoginPage = async () => ({
  Component: (await import('../features/sso/pages/OrgLoginPage')).OrgLoginPage,
});

// The readers start their licence flow (book-opening.ts) and the EPUB one its frame
// (reader-frame-element.ts) while their chunk loads.
const epubReader = async () => {
  startOpeningBook('epub');
  startReaderFrame();
  return {
    Component: (await import('../features/reading/pages/EpubReaderPage')).EpubReaderPage,
  };
};
const pdfReader = async () => {
  startOpeningBook('pdf');
  return { Component: (await import('../features/reading/pages/PdfReaderPage')).PdfReaderPage };
};
const knowledgeReader = async () => ({
  Component: (await import('../features/reading/pages/KnowledgeReaderPage')).KnowledgeReaderPage,
});
const myBookmark = async () => ({
  Component: (await import('../features/reading/pages/MyBookmarkPage')).MyBookmarkPage,
});
const myBookmarkLists = async () => ({
  Component: (await import('../features/reading/pages/MyBookmarkListsPage')).MyBookmarkListsPage,
});
const readbook = async () => ({
  Component: (await import('../features/reading/pages/ReadbookPage')).ReadbookPage,
});
const integratingPage = async () => ({
  Component: (await import('../features/points/pages/IntegratingPage')).IntegratingPage,
});
const integratDetailListPage = async () => ({
  Component: (await import('../features/points/pages/IntegratDetailListPage'))
    .IntegratDetailListPage,
});
const integratRulePage = async () => ({
  Component: (await import('../features/points/pages/IntegratRulePage')).IntegratRulePage,
});
const blockchainPage = async () => ({
  Component: (await import('../features/points/pages/BlockchainPage')).BlockchainPage,
});
const cardVerifyPage = async () => ({
  Component: (await import('../features/points/pages/CardVerifyPage')).CardVerifyPage,
});
const myProblemPage = async () => ({
  Component: (await import('../features/support/pages/MyProblemPage')).MyProblemPage,
});
const centerServicePage = async () => ({
  Component: (await import('../features/support/pages/ServicePage')).ServicePage,
});
const myCardPage = async () => ({
  Component: (await import('../features/points/pages/MyCardPage')).MyCardPage,
});

const articlePage = async () => ({
  Component: (await import('../features/editorial/pages/ArticlePage')).ArticlePage,
});
export const helpPage = async () => ({
  Component: (await import('../features/editorial/pages/HelpPage')).HelpPage,
});
const noticeListPage = async () => ({
  Component: (await import('../features/editorial/pages/NoticeListPage')).NoticeListPage,
});
const noticeContentPage = async () => ({
  Component: (await import('../features/editorial/pages/NoticeContentPage')).NoticeContentPage,
});
const projectListPage = async () => ({
  Component: (await import('../features/editorial/pages/ProjectListPage')).ProjectListPage,
});
const projectDetailPage = async () => ({
  Component: (await import('../features/editorial/pages/ProjectDetailPage')).ProjectDetailPage,
});
// The editor console: its own lazily loaded area outside the reader's frame.
export const adminPage = async () => ({
  Component: (await import('../features/admin/pages/AdminPage')).AdminPage,
});

const rankingPage = (name: 'BangdanPage' | 'RankingListPage' | 'ReadRankingPage') => async () => {
  const pages = {
    BangdanPage: async () => (await import('../features/rankings/pages/BangdanPage')).BangdanPage,
    RankingListPage: async () =>
      (await import('../features/rankings/pages/RankingListPage')).RankingListPage,
    ReadRankingPage: async () =>
      (await import('../features/rankings/pages/RankingListPage')).ReadRankingPage,
  };
  return { Component: await pages[name]() };
};
const readRankingOrgPage = async () => ({
  Component: (await import('../features/rankings/pages/ReadRankingOrgPage')).ReadRankingOrgPage,
});
const recommendListPage = async () => ({
  Component: (await import('../features/reading-lists/pages/RecommendListPage')).RecommendListPage,
});
const bookRecommendPage = async () => ({
  Component: (await import('../features/reading-lists/pages/RecommendListPage')).BookRecommendPage,
});
const dcdRecommendBookPage = async () => ({
  Component: (await import('../features/reading-lists/pages/RecommendListPage'))
    .DcdRecommendBookPage,
});
const readingListDetailPage = async () => ({
  Component: (await import('../features/reading-lists/pages/ReadingListDetailPage'))
    .ReadingListDetailPage,
});
const readingListRankPage = async () => ({
  Component: (await import('../features/reading-lists/pages/ReadingListRankPage'))
    .ReadingListRankPage,
});
const recommendBookPage = async () => ({
  Component: (await import('../features/reading-lists/pages/RecommendBookPage')).RecommendBookPage,
});
const specialPage =
  (
    name:
      | 'PaperElectPage'
      | 'ElectPrecedencePage'
      | 'TopicBankPage'
      | 'ChineseEnterprisesPage'
      | 'GdPdfPage'
      | 'OuterWebToViewPage'
      | 'SelfCheckPage',
  ) =>
  async () => {
    const pages = {
      PaperElectPage: async () =>
        (await import('../features/special/pages/PaperElectPage')).PaperElectPage,
      ElectPrecedencePage: async () =>
        (await import('../features/special/pages/ElectPrecedencePage')).ElectPrecedencePage,
      TopicBankPage: async () =>
        (await import('../features/special/pages/TopicBankPage')).TopicBankPage,
      ChineseEnterprisesPage: async () =>
        (await import('../features/special/pages/ChineseEnterprisesPage')).ChineseEnterprisesPage,
      GdPdfPage: async () => (await import('../features/special/pages/GdPdfPage')).GdPdfPage,
      OuterWebToViewPage: async () =>
        (await import('../features/special/pages/OuterWebToViewPage')).OuterWebToViewPage,
      SelfCheckPage: async () =>
        (await import('../features/special/pages/SelfCheckPage')).SelfCheckPage,
    };
    return { Component: await pages[name]() };
  };

// The curated and special pages (issue 20 part 3), each its own lazy chunk.
const CURATED_PAGES = {
  YouxuanPage: async () => (await import('../features/curated/pages/YouxuanPage')).YouxuanPage,
  YouxuanDetailPage: async () =>
    (await import('../features/curated/pages/YouxuanDetailPage')).YouxuanDetailPage,
  LianmengResourcesPage: async () =>
    (await import('../features/curated/pages/LianmengResourcesPage')).LianmengResourcesPage,
  OnlineEducationPage: async () =>
    (await import('../features/curated/pages/OnlineEducationPage')).OnlineEducationPage,
  SpecialBookPage: async () =>
    (await import('../features/curated/pages/SpecialBookPage')).SpecialBookPage,
  CopyrightListPage: async () =>
    (await import('../features/curated/pages/CopyrightListPage')).CopyrightListPage,
  CopyrightDetailPage: async () =>
    (await import('../features/curated/pages/CopyrightDetailPage')).CopyrightDetailPage,
  ProductZonePage: async () =>
    (await import('../features/curated/pages/ProductZonePage')).ProductZonePage,
  GoodsProjectPage: async () =>
    (await import('../features/curated/pages/GoodsProjectPage')).GoodsProjectPage,
};
const curatedPage = (name: keyof typeof CURATED_PAGES) => async () => ({
  Component: await CURATED_PAGES[name](),
});

const centrePage =
  (name: 'MyCommentPage' | 'MyRecommendPage' | 'MyPredilectionPage' | 'ReadingReportPage') =>
  async () => {
    const pages = {
      MyCommentPage: async () =>
        (await import('../features/center/pages/MyCommentPage')).MyCommentPage,
      MyRecommendPage: async () =>
        (await import('../features/center/pages/MyRecommendPage')).MyRecommendPage,
      MyPredilectionPage: async () =>
        (await import('../features/center/pages/MyPredilectionPage')).MyPredilectionPage,
      // the year report's charts (ECharts) load with this page only
      ReadingReportPage: async () =>
        (await import('../features/center/pages/ReadingReportPage')).ReadingReportPage,
    };
    return { Component: await pages[name]() };
  };

// Reading activities (issue 20).
const activityListPage = async () => ({
  Component: (await import('../features/activities/pages/ActivityListPage')).ActivityListPage,
});
const readingActivityPage = async () => ({
  Component: (await import('../features/activities/pages/ReadingActivityPage')).ReadingActivityPage,
});
const activityThemePage = async () => ({
  Component: (await import('../features/activities/pages/ActivityThemeDetailPage'))
    .ActivityThemeDetailPage,
});
const areaActivityPage = async () => ({
  Component: (await import('../features/activities/pages/AreaActivityPage')).AreaActivityPage,
});
const activityLinkPage = async () => ({
  Component: (await import('../features/activities/pages/ActivityLinkPage')).ActivityLinkPage,
});

const pressPage =
  (
    name:
      | 'PressIndexPage'
      | 'PressSearchPage'
      | 'PressRankPage'
      | 'PressInfoPage'
      | 'PressDepPage'
      | 'PressDepDetailsPage'
      | 'PressResourcePage',
  ) =>
  async () => {
    const pages = {
      PressIndexPage: async () =>
        (await import('../features/press/pages/PressIndexPage')).PressIndexPage,
      PressSearchPage: async () =>
        (await import('../features/press/pages/PressSearchPage')).PressSearchPage,
      PressRankPage: async () =>
        (await import('../features/press/pages/PressRankPage')).PressRankPage,
      PressInfoPage: async () =>
        (await import('../features/press/pages/PressInfoPage')).PressInfoPage,
      PressDepPage: async () => (await import('../features/press/pages/PressDepPage')).PressDepPage,
      PressDepDetailsPage: async () =>
        (await import('../features/press/pages/PressDepDetailsPage')).PressDepDetailsPage,
      PressResourcePage: async () =>
        (await import('../features/press/pages/PressResourcePage')).PressResourcePage,
    };
    return { Component: await pages[name]() };
  };
const myFollowsPage = async () => ({
  Component: (await import('../features/center/pages/MyFollowsPage')).MyFollowsPage,
});

/** Pages already built; every other route shows its frame and 建设中. */
export const BUILT_PAGES: Record<string, RouteObject['lazy']> = {
  [paths.pressIndex]: pressPage('PressIndexPage'),
  [paths.pressSearch]: pressPage('PressSearchPage'),
  [paths.pressRank]: pressPage('PressRankPage'),
  [paths.pressInfo]: pressPage('PressInfoPage'),
  [paths.pressDep]: pressPage('PressDepPage'),
  [paths.pressDepDetails]: pressPage('PressDepDetailsPage'),
  [paths.pressResource]: pressPage('PressResourcePage'),
  [paths.myFollows]: myFollowsPage,
  [paths.activity]: activityListPage,
  [paths.readingActivity]: readingActivityPage,
  [paths.activityThemeDetail]: activityThemePage,
  [paths.areaActivity]: areaActivityPage,
  [paths.activityLink]: activityLinkPage,
  [paths.youxuanHome]: curatedPage('YouxuanPage'),
  [paths.youxuan]: curatedPage('YouxuanPage'),
  [paths.youxuanDetail]: curatedPage('YouxuanDetailPage'),
  [paths.lianmengResources]: curatedPage('LianmengResourcesPage'),
  [paths.onlineEducation]: curatedPage('OnlineEducationPage'),
  [paths.specialBook]: curatedPage('SpecialBookPage'),
  [paths.copyrightList]: curatedPage('CopyrightListPage'),
  [paths.copyrightDetail]: curatedPage('CopyrightDetailPage'),
  [paths.productZone]: curatedPage('ProductZonePage'),
  [paths.goodsProject]: curatedPage('GoodsProjectPage'),
  '/epubReader': epubReader,
  '/pdfReader': pdfReader,
  '/knowledgeReader': knowledgeReader,
  [paths.center]: centerHome,
  [paths.centerHome]: centerHome,
  [paths.bookShelf]: bookShelf,
  '/wrap/center/myBookmark': myBookmark,
  '/wrap/center/myBookmarkLists': myBookmarkLists,
  '/wrap/center/readbook': readbook,
  '/wrap/center/BrowseTheFootprint': readbook,
  [paths.myResources]: myResources,
  '/wrap/resuResSearch': resourceSearch,
  [paths.audioBooksAndLessons]: audioBooksAndLessons,
  '/wrap/allSearch': fullTextSearch,
  [paths.questionSearch]: questionSearch,
  [paths.questionResource]: questionResource,
  '/login': loginPage,
  '/register': registerPage,
  '/findpassword': findPasswordPage,
  [paths.ssoLogin]: ssoStatusPage,
  [paths.carsiLogin]: ssoStatusPage,
  [paths.ckrscLogin]: ssoStatusPage,
  [paths.getOrganizationCode]: ssoStatusPage,
  [paths.orgLogin]: orgLoginPage,
  '/wrap/center/accountBindOrganization': bindOrganizationPage,
  '/wrap/center/accountSetting': accountSettingPage,
  '/wrap/center/accountSetPwd': accountSetPwdPage,
  '/wrap/center/accountBindTel': accountBindTelPage,
  '/wrap/center/accountNewTel': accountNewTelPage,
  '/wrap/center/accountBindEmail': accountBindEmailPage,
  '/wrap/center/accountNewEmail': accountNewEmailPage,
  '/wrap/center/EditPersonaInfo': editPersonaInfoPage,
  '/wrap/center/myNews': myNewsPage,
  [paths.integrating]: integratingPage,
  [paths.myComment]: centrePage('MyCommentPage'),
  [paths.myRecommend]: centrePage('MyRecommendPage'),
  [paths.myPredilection]: centrePage('MyPredilectionPage'),
  [paths.readingReport]: centrePage('ReadingReportPage'),
  [paths.integratDetailList]: integratDetailListPage,
  [paths.integratRule]: integratRulePage,
  [paths.myCard]: myCardPage,
  [paths.blockchain]: blockchainPage,
  [paths.cardVerify]: cardVerifyPage,
  [paths.myProblem]: myProblemPage,
  [paths.centerService]: centerServicePage,
  '/wrap/lessonsSearchList': lessonsSearch,
  '/wrap/searchBook': advancedSearch,
  '/wrap/schoolResources': schoolResources,
  '/wrap/details/book': detailPage,
  '/wrap/details/lessons': detailPage,
  '/wrap/details/askChapter': askChapterPage,
  '/wrap/chatbook': chatBookPage,
  '/wrap/aichat': chatBookPage,
  [paths.bookAi]: bookAiPage,
  [paths.bangdan]: rankingPage('BangdanPage'),
  [paths.rankingList]: rankingPage('RankingListPage'),
  [paths.readRanking]: rankingPage('ReadRankingPage'),
  [paths.readRankingOrg]: readRankingOrgPage,
  [paths.recommendList]: recommendListPage,
  [paths.readingListDetail]: readingListDetailPage,
  [paths.readingListRank]: readingListRankPage,
  [paths.recommendBook]: recommendBookPage,
  [paths.bookRecommend]: bookRecommendPage,
  [paths.dcdRecommendBook]: dcdRecommendBookPage,
  [paths.noticeList]: noticeListPage,
  [paths.noticeContent]: noticeContentPage,
  [paths.staticPage]: articlePage,
  [paths.privacy]: articlePage,
  [paths.agreement]: articlePage,
  [paths.privacyClause]: articlePage,
  [paths.service]: articlePage,
  [paths.helpDetail]: articlePage,
  [paths.projectList]: projectListPage,
  '/wrap/ProjectDetail': projectDetailPage,
  [paths.paperElect]: specialPage('PaperElectPage'),
  [paths.electPrecedence]: specialPage('ElectPrecedencePage'),
  [paths.topicBank]: specialPage('TopicBankPage'),
  [paths.chineseEnterprises]: specialPage('ChineseEnterprisesPage'),
  [paths.gdpdf]: specialPage('GdPdfPage'),
  [paths.outerWebToView]: specialPage('OuterWebToViewPage'),
  [paths.selfTest]: specialPage('SelfCheckPage'),
};
