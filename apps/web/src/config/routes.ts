/**
 * Every route of spec §2 with its Chinese page name. Pages that a later issue
 * builds show their real frame and a '建设中' state until then.
 */
export interface PageRoute {
  path: string;
  title: string;
  /** spec §2: the route carries the reading-activity entry flag (its icon is never shown) */
  activityEntry?: true;
}

/** Under /wrap: the main layout with header, menu, search bar and footer. */
export const WRAP_ROUTES: PageRoute[] = [
  { path: '/wrap/activity', title: '活动' },
  { path: '/wrap/schoolResources', title: '机构馆藏' },
  { path: '/wrap/readingActivity', title: '阅读活动', activityEntry: true },
  { path: '/wrap/youxuanHome', title: '优选' },
  { path: '/wrap/youxuanHome/youxuan', title: '优选' },
  { path: '/wrap/youxuanHome/youxuanDetail', title: '优选详情' },
  { path: '/wrap/lianmengResources', title: '联盟馆' },
  { path: '/wrap/onlineEducation', title: '在线教育' },
  { path: '/wrap/noticeList', title: '最新资讯' },
  { path: '/wrap/noticeContent', title: '资讯详情' },
  { path: '/wrap/resuResSearch', title: '书城', activityEntry: true },
  { path: '/wrap/bangdan', title: '榜单' },
  { path: '/wrap/recommendBook', title: '推荐书单' },
  { path: '/wrap/chatbook', title: '与书对话' },
  { path: '/wrap/allSearch', title: '全文检索' },
  { path: '/wrap/searchBook', title: '图书检索' },
  { path: '/wrap/aichat', title: 'AI 问答' },
  { path: '/wrap/bookai', title: 'AI 读书助手' },
  { path: '/wrap/ProjectList', title: '热点专题' },
  { path: '/wrap/ProjectDetail', title: '专题详情' },
  { path: '/wrap/dcdRecommendBook', title: '荐书' },
  { path: '/wrap/bookRecommend', title: '图书推荐' },
  { path: '/wrap/paperElect', title: '纸书选采' },
  { path: '/wrap/electPrecedence', title: '选采优先' },
  { path: '/wrap/pressResource', title: '出版社资源' },
  { path: '/wrap/ProductZone', title: '产品专区' },
  { path: '/wrap/GoodsProject', title: '出版项目' },
  { path: '/wrap/staticPage', title: '关于我们' },
  { path: '/wrap/privacy', title: '隐私政策' },
  { path: '/wrap/specialBook', title: '特色图书' },
  { path: '/wrap/audioBooksAndLessons', title: '有声书与课程' },
  { path: '/wrap/lessonsSearchList', title: '课程检索' },
  { path: '/wrap/copyrightList', title: '版权专区' },
  { path: '/wrap/copyrightDetail', title: '版权详情' },
  { path: '/wrap/questionSearch', title: '问答检索' },
  { path: '/wrap/questionResource', title: '问答资源' },
  { path: '/wrap/rankingList', title: '排行榜' },
  { path: '/wrap/readRanking', title: '阅读排行' },
  { path: '/wrap/readRankingOrg', title: '机构阅读排行' },
  { path: '/wrap/activityThemeDetail', title: '活动主题', activityEntry: true },
  { path: '/wrap/details', title: '详情' },
  { path: '/wrap/details/book', title: '图书详情', activityEntry: true },
  { path: '/wrap/details/lessons', title: '课程详情', activityEntry: true },
  { path: '/wrap/details/askChapter', title: '章节问答' },
  { path: '/wrap/helpdetail', title: '帮助详情' },
  { path: '/wrap/recommendList', title: '推荐书单' },
  { path: '/wrap/recommendList/bookshelfDetail', title: '书单详情' },
  { path: '/wrap/recommendList/bookshelfRankDetail', title: '书单排行详情' },
  { path: '/wrap/service', title: '联系客服' },
];

/** Cached on revisit (spec §2 keep-alive): home and help. */
export const HOME_ROUTE: PageRoute = { path: '/wrap/index', title: '首页', activityEntry: true };
export const HELP_ROUTE: PageRoute = { path: '/wrap/help', title: '帮助中心' };

/** The personal centre: every path containing 'center' needs login (spec §2). */
export const CENTER_ROUTES: PageRoute[] = [
  { path: '/wrap/center', title: '个人中心' },
  ...(
    [
      ['center', '个人中心'],
      ['EditPersonaInfo', '编辑个人信息'],
      ['readbook', '我的阅读'],
      ['bookShelf', '我的书架'],
      ['myRecommend', '我的荐购'],
      ['integrating', '我的积分'],
      ['integratDetailList', '积分明细'],
      ['integratRule', '积分规则'],
      ['mycomment', '我的评论'],
      ['myNews', '我的消息'],
      ['BrowseTheFootprint', '浏览足迹'],
      ['myPredilection', '我的偏好'],
      ['readingReport', '阅读年报'],
      ['myBookmark', '我的书签'],
      ['myBookmarkLists', '书签列表'],
      ['accountSetting', '账号设置'],
      ['accountSetPwd', '设置密码'],
      ['accountBindTel', '绑定手机'],
      ['accountNewTel', '更换手机'],
      ['accountBindEmail', '绑定邮箱'],
      ['accountNewEmail', '更换邮箱'],
      ['accountBindOrganization', '绑定机构'],
      ['myResources', '已购资源'],
      ['blockchain', '书卡存证'],
      ['myFollows', '我的关注'],
      ['myProblem', '我的反馈'],
      ['myCard', '卡包'],
      ['service', '联系客服'],
    ] as const
  ).map(([name, title]) => ({ path: `/wrap/center/${name}`, title })),
];

/** The publisher shop (spec §2), with its own layout. */
export const PRESS_ROUTES: PageRoute[] = [
  { path: '/press/index', title: '出版社首页' },
  { path: '/press/search', title: '出版社检索' },
  { path: '/press/rank', title: '出版社排行' },
  { path: '/press/info', title: '出版社简介' },
  { path: '/press/dep', title: '出版社部门' },
  { path: '/press/depDetails', title: '部门详情' },
  { path: '/areaActivity', title: '地区活动' },
];

/** Top-level pages with the main frame. */
export const TOP_ROUTES: PageRoute[] = [
  { path: '/register', title: '注册' },
  { path: '/login', title: '登录' },
  { path: '/findpassword', title: '找回密码' },
  { path: '/ckrscLogin', title: 'CKRSC 登录' },
  { path: '/ssoLogin', title: '单点登录' },
  { path: '/agreement', title: '用户协议' },
  { path: '/privacyClause', title: '隐私条款' },
  { path: '/carsilogin', title: 'CARSI 登录' },
  { path: '/orglogin', title: '机构登录' },
  { path: '/topicBank', title: '数据库' },
  { path: '/ChineseEnterprises', title: '中华商道' },
  { path: '/gdpdf', title: 'PDF 阅读' },
  { path: '/activityLink', title: '活动链接' },
  { path: '/test', title: '网络自检' },
  { path: '/outerwebtoview', title: '外部资源' },
  { path: '/cardVerify', title: '书卡证书验证' },
  { path: '/getorganizationcode', title: '机构认证' },
];

/** spec §2: full-page reader layouts that hide page scroll. */
export const READER_ROUTES: PageRoute[] = [
  { path: '/epubReader', title: 'EPUB 阅读器' },
  { path: '/pdfReader', title: 'PDF 阅读器' },
  { path: '/knowledgeReader', title: '知识阅读器' },
];

const ALL_ROUTES = [
  HOME_ROUTE,
  HELP_ROUTE,
  ...WRAP_ROUTES,
  ...CENTER_ROUTES,
  ...PRESS_ROUTES,
  ...TOP_ROUTES,
  ...READER_ROUTES,
];
const TITLES = new Map(ALL_ROUTES.map((route) => [route.path.toLowerCase(), route.title]));

/** The Chinese name of the page at a path, if it is one of ours. */
export function pageName(pathname: string): string | undefined {
  return TITLES.get(pathname.replace(/\/+$/, '').toLowerCase());
}
