/**
 * The route table: every route of the app, declared once, by the frame it renders in.
 * The router (app/router.tsx), the titles, the crumbs, keep-alive and `paths`/`getHref`
 * (config/paths.ts) are derived from it. Each entry's key is its name in `paths`; its page
 * module is `page`, else the key itself, in app/routes/*-pages.ts(x) — those maps are typed
 * by this table, so a route without a module does not compile. Plain data: no React here,
 * since shared code never imports a feature (and e2e/ reads this file too).
 */
interface RouteSpec {
  readonly path: string;
  /** The Chinese page name: the document title and the last crumb. */
  readonly title: string;
  /** Its lazy page module, when the key does not name it (several routes share a page). */
  readonly page?: string;
  /** spec §2: the route carries the reading-activity entry flag (its icon is never shown). */
  readonly activityEntry?: true;
  /** spec §2: cached on revisit (home and help). */
  readonly keepAlive?: true;
}
type Section = Readonly<Record<string, RouteSpec>>;

/** The site frame: header, menu, search bar, crumbs and footer. */
const MAIN = {
  // spec §2, under /wrap
  home: { path: '/wrap/index', title: '首页', activityEntry: true, keepAlive: true },
  help: { path: '/wrap/help', title: '帮助中心', keepAlive: true },
  activity: { path: '/wrap/activity', title: '活动' },
  schoolResources: { path: '/wrap/schoolResources', title: '机构馆藏' },
  readingActivity: { path: '/wrap/readingActivity', title: '阅读活动', activityEntry: true },
  youxuanHome: { path: '/wrap/youxuanHome', title: '优选' },
  youxuan: { path: '/wrap/youxuanHome/youxuan', title: '优选', page: 'youxuanHome' },
  youxuanDetail: { path: '/wrap/youxuanHome/youxuanDetail', title: '优选详情' },
  lianmengResources: { path: '/wrap/lianmengResources', title: '联盟馆' },
  onlineEducation: { path: '/wrap/onlineEducation', title: '在线教育' },
  noticeList: { path: '/wrap/noticeList', title: '最新资讯' },
  noticeContent: { path: '/wrap/noticeContent', title: '资讯详情' },
  resuResSearch: { path: '/wrap/resuResSearch', title: '书城', activityEntry: true },
  bangdan: { path: '/wrap/bangdan', title: '榜单' },
  recommendBook: { path: '/wrap/recommendBook', title: '推荐书单' },
  chatBook: { path: '/wrap/chatbook', title: '与书对话' },
  allSearch: { path: '/wrap/allSearch', title: '全文检索' },
  searchBook: { path: '/wrap/searchBook', title: '图书检索' },
  aiChat: { path: '/wrap/aichat', title: 'AI 问答', page: 'chatBook' },
  bookAi: { path: '/wrap/bookai', title: 'AI 读书助手' },
  projectList: { path: '/wrap/ProjectList', title: '热点专题' },
  projectDetail: { path: '/wrap/ProjectDetail', title: '专题详情' },
  dcdRecommendBook: { path: '/wrap/dcdRecommendBook', title: '荐书' },
  bookRecommend: { path: '/wrap/bookRecommend', title: '图书推荐' },
  paperElect: { path: '/wrap/paperElect', title: '纸书选采' },
  electPrecedence: { path: '/wrap/electPrecedence', title: '选采优先' },
  pressResource: { path: '/wrap/pressResource', title: '出版社资源' },
  productZone: { path: '/wrap/ProductZone', title: '产品专区' },
  goodsProject: { path: '/wrap/GoodsProject', title: '出版项目' },
  staticPage: { path: '/wrap/staticPage', title: '关于我们', page: 'article' },
  privacy: { path: '/wrap/privacy', title: '隐私政策', page: 'article' },
  specialBook: { path: '/wrap/specialBook', title: '特色图书' },
  audioBooksAndLessons: { path: '/wrap/audioBooksAndLessons', title: '有声书与课程' },
  lessonsSearchList: { path: '/wrap/lessonsSearchList', title: '课程检索' },
  copyrightList: { path: '/wrap/copyrightList', title: '版权专区' },
  copyrightDetail: { path: '/wrap/copyrightDetail', title: '版权详情' },
  questionSearch: { path: '/wrap/questionSearch', title: '问答检索' },
  questionResource: { path: '/wrap/questionResource', title: '问答资源' },
  rankingList: { path: '/wrap/rankingList', title: '排行榜' },
  readRanking: { path: '/wrap/readRanking', title: '阅读排行' },
  readRankingOrg: { path: '/wrap/readRankingOrg', title: '机构阅读排行' },
  activityThemeDetail: {
    path: '/wrap/activityThemeDetail',
    title: '活动主题',
    activityEntry: true,
  },
  // the parent of the detail pages: its frame and 建设中, as no page of the spec lives there
  details: { path: '/wrap/details', title: '详情', page: 'comingSoon' },
  bookDetail: {
    path: '/wrap/details/book',
    title: '图书详情',
    page: 'detail',
    activityEntry: true,
  },
  lessonsDetail: {
    path: '/wrap/details/lessons',
    title: '课程详情',
    page: 'detail',
    activityEntry: true,
  },
  askChapter: { path: '/wrap/details/askChapter', title: '章节问答' },
  helpDetail: { path: '/wrap/helpdetail', title: '帮助详情', page: 'article' },
  recommendList: { path: '/wrap/recommendList', title: '推荐书单' },
  readingListDetail: { path: '/wrap/recommendList/bookshelfDetail', title: '书单详情' },
  readingListRank: { path: '/wrap/recommendList/bookshelfRankDetail', title: '书单排行详情' },
  service: { path: '/wrap/service', title: '联系客服', page: 'article' },
  // spec §2, the publisher shop (/press and /wrap/press redirect to its index)
  pressIndex: { path: '/press/index', title: '出版社首页' },
  pressSearch: { path: '/press/search', title: '出版社检索' },
  pressRank: { path: '/press/rank', title: '出版社排行' },
  pressInfo: { path: '/press/info', title: '出版社简介' },
  pressDep: { path: '/press/dep', title: '出版社部门' },
  pressDepDetails: { path: '/press/depDetails', title: '部门详情' },
  areaActivity: { path: '/areaActivity', title: '地区活动' },
  // spec §2, top-level routes
  register: { path: '/register', title: '注册' },
  login: { path: '/login', title: '登录' },
  findPassword: { path: '/findpassword', title: '找回密码' },
  ckrscLogin: { path: '/ckrscLogin', title: 'CKRSC 登录', page: 'ssoStatus' },
  ssoLogin: { path: '/ssoLogin', title: '单点登录', page: 'ssoStatus' },
  agreement: { path: '/agreement', title: '用户协议', page: 'article' },
  privacyClause: { path: '/privacyClause', title: '隐私条款', page: 'article' },
  carsiLogin: { path: '/carsilogin', title: 'CARSI 登录', page: 'ssoStatus' },
  orgLogin: { path: '/orglogin', title: '机构登录' },
  topicBank: { path: '/topicBank', title: '数据库' },
  chineseEnterprises: { path: '/ChineseEnterprises', title: '中华商道' },
  gdpdf: { path: '/gdpdf', title: 'PDF 阅读' },
  activityLink: { path: '/activityLink', title: '活动链接' },
  selfTest: { path: '/test', title: '网络自检' },
  outerWebToView: { path: '/outerwebtoview', title: '外部资源' },
  getOrganizationCode: { path: '/getorganizationcode', title: '机构认证', page: 'ssoStatus' },
  /** public: a rare card certificate checked again by the server */
  cardVerify: { path: '/cardVerify', title: '书卡证书验证' },
} as const satisfies Section;

/** The personal centre, inside the site frame: login required (spec §2), the centre's side menu. */
const CENTER = {
  center: { path: '/wrap/center', title: '个人中心', page: 'centerHome' },
  centerHome: { path: '/wrap/center/center', title: '个人中心' },
  editPersonaInfo: { path: '/wrap/center/EditPersonaInfo', title: '编辑个人信息' },
  readbook: { path: '/wrap/center/readbook', title: '我的阅读' },
  bookShelf: { path: '/wrap/center/bookShelf', title: '我的书架' },
  myRecommend: { path: '/wrap/center/myRecommend', title: '我的荐购' },
  integrating: { path: '/wrap/center/integrating', title: '我的积分' },
  integratDetailList: { path: '/wrap/center/integratDetailList', title: '积分明细' },
  integratRule: { path: '/wrap/center/integratRule', title: '积分规则' },
  myComment: { path: '/wrap/center/mycomment', title: '我的评论' },
  myNews: { path: '/wrap/center/myNews', title: '我的消息' },
  browseTheFootprint: {
    path: '/wrap/center/BrowseTheFootprint',
    title: '浏览足迹',
    page: 'readbook',
  },
  myPredilection: { path: '/wrap/center/myPredilection', title: '我的偏好' },
  /** beyond the spec: 阅读年报 */
  readingReport: { path: '/wrap/center/readingReport', title: '阅读年报' },
  myBookmark: { path: '/wrap/center/myBookmark', title: '我的书签' },
  myBookmarkLists: { path: '/wrap/center/myBookmarkLists', title: '书签列表' },
  accountSetting: { path: '/wrap/center/accountSetting', title: '账号设置' },
  accountSetPwd: { path: '/wrap/center/accountSetPwd', title: '设置密码' },
  accountBindTel: { path: '/wrap/center/accountBindTel', title: '绑定手机' },
  accountNewTel: { path: '/wrap/center/accountNewTel', title: '更换手机' },
  accountBindEmail: { path: '/wrap/center/accountBindEmail', title: '绑定邮箱' },
  accountNewEmail: { path: '/wrap/center/accountNewEmail', title: '更换邮箱' },
  accountBindOrganization: { path: '/wrap/center/accountBindOrganization', title: '绑定机构' },
  myResources: { path: '/wrap/center/myResources', title: '已购资源' },
  blockchain: { path: '/wrap/center/blockchain', title: '书卡存证' },
  myFollows: { path: '/wrap/center/myFollows', title: '我的关注' },
  myProblem: { path: '/wrap/center/myProblem', title: '我的反馈' },
  myCard: { path: '/wrap/center/myCard', title: '卡包' },
  /** the centre's customer-service tickets (the header's 联系客服) */
  centerService: { path: '/wrap/center/service', title: '联系客服' },
} as const satisfies Section;

/** spec §2: full-page reader layouts that hide page scroll and the site frame. */
const READER = {
  epubReader: { path: '/epubReader', title: 'EPUB 阅读器' },
  pdfReader: { path: '/pdfReader', title: 'PDF 阅读器' },
  knowledgeReader: { path: '/knowledgeReader', title: '知识阅读器' },
} as const satisfies Section;

/** No frame: the editor console, its own area outside the reader's site. */
const BARE = {
  admin: { path: '/admin', title: '编辑后台' },
} as const satisfies Section;

const TABLE = { main: MAIN, center: CENTER, reader: READER, bare: BARE } as const;

/** The frame a route renders in; app/router.tsx nests each layout's routes in it. */
export type RouteLayout = keyof typeof TABLE;
type Declared = typeof MAIN & typeof CENTER & typeof READER & typeof BARE;
/** A route's name: its key in the table and in `paths`. */
export type RouteName = keyof Declared;
/** The path of each named route, as declared. */
export type RoutePaths = { readonly [Name in RouteName]: Declared[Name]['path'] };
type PageIn<S> = { [Name in keyof S]: S[Name] extends { page: infer P } ? P : Name }[keyof S];
/** The lazy page modules the routes of a layout (by default: of all layouts) need. */
export type PageKey<Layout extends RouteLayout = RouteLayout> = {
  [L in Layout]: PageIn<(typeof TABLE)[L]>;
}[Layout];

/** A route as the app uses it: the table's entry with its name, layout and page filled in. */
export interface AppRoute {
  name: RouteName;
  path: string;
  title: string;
  layout: RouteLayout;
  page: PageKey;
  activityEntry: boolean;
  keepAlive: boolean;
}

/** Every route, in the table's order. */
export const ROUTES: readonly AppRoute[] = (
  Object.entries(TABLE) as [RouteLayout, Section][]
).flatMap(([layout, section]) =>
  Object.entries(section).map(([name, spec]) => ({
    name: name as RouteName,
    path: spec.path,
    title: spec.title,
    layout,
    page: (spec.page ?? name) as PageKey,
    activityEntry: spec.activityEntry === true,
    keepAlive: spec.keepAlive === true,
  })),
);

/** The routes that render in one frame. */
export const routesIn = (layout: RouteLayout): AppRoute[] =>
  ROUTES.filter((route) => route.layout === layout);

/** spec §2: redirects, from a path that is no page to the page it stands for. */
export const REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/', to: '/wrap' },
  { from: '/wrap', to: MAIN.home.path },
  { from: '/wrap/press', to: MAIN.pressIndex.path },
  { from: '/press', to: MAIN.pressIndex.path },
];

/** spec §2: the paths cached on revisit. */
export const KEEP_ALIVE_PATHS: readonly string[] = ROUTES.filter((route) => route.keepAlive).map(
  (route) => route.path,
);

// React Router matches paths case-insensitively and ignores a trailing slash; so does this.
const BY_PATH = new Map(ROUTES.map((route) => [route.path.toLowerCase(), route]));
const routeAt = (pathname: string): AppRoute | undefined =>
  BY_PATH.get(pathname.replace(/\/+$/, '').toLowerCase());

/** The Chinese name of the page at a path, if it is one of ours. */
export function pageName(pathname: string): string | undefined {
  return routeAt(pathname)?.title;
}

export interface Crumb {
  title: string;
  to?: string;
}

/** Where a page of the site frame sits: 首页 / (个人中心 /) the page; none on home or an unknown path. */
export function crumbsOf(pathname: string): Crumb[] {
  const route = routeAt(pathname);
  if (!route || route.name === 'home') return [];
  // spec §2's /wrap/center/center is the centre's home itself, not a page under it.
  const inCentre = route.layout === 'center' && route.page !== CENTER.center.page;
  return [
    { title: MAIN.home.title, to: MAIN.home.path },
    ...(inCentre ? [{ title: CENTER.center.title, to: CENTER.center.path }] : []),
    { title: route.title },
  ];
}
