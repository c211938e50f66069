import { describe, expect, it } from 'vitest';
import { getHref, paths } from './paths';
import { KEEP_ALIVE_PATHS, REDIRECTS, ROUTES, crumbsOf, pageName, routesIn } from './routes';

// spec §2, section by section, written out here rather than read from the table under test.
const SPEC_WRAP = [
  'index',
  'activity',
  'schoolResources',
  'readingActivity',
  'youxuanHome',
  'youxuanHome/youxuan',
  'youxuanHome/youxuanDetail',
  'lianmengResources',
  'onlineEducation',
  'noticeList',
  'noticeContent',
  'resuResSearch',
  'bangdan',
  'recommendBook',
  'chatbook',
  'allSearch',
  'searchBook',
  'aichat',
  'ProjectList',
  'ProjectDetail',
  'dcdRecommendBook',
  'bookRecommend',
  'paperElect',
  'electPrecedence',
  'pressResource',
  'ProductZone',
  'GoodsProject',
  'staticPage',
  'privacy',
  'specialBook',
  'audioBooksAndLessons',
  'lessonsSearchList',
  'copyrightList',
  'copyrightDetail',
  'questionSearch',
  'questionResource',
  'rankingList',
  'readRanking',
  'readRankingOrg',
  'activityThemeDetail',
  'details',
  'details/book',
  'details/lessons',
  'details/askChapter',
  'help',
  'helpdetail',
  'recommendList',
  'recommendList/bookshelfDetail',
  'recommendList/bookshelfRankDetail',
  'service',
].map((name) => `/wrap/${name}`);
const SPEC_CENTRE = [
  'center',
  'EditPersonaInfo',
  'readbook',
  'bookShelf',
  'myRecommend',
  'integrating',
  'integratDetailList',
  'integratRule',
  'mycomment',
  'myNews',
  'BrowseTheFootprint',
  'myPredilection',
  'myBookmark',
  'myBookmarkLists',
  'accountSetting',
  'accountSetPwd',
  'accountBindTel',
  'accountNewTel',
  'accountBindEmail',
  'accountNewEmail',
  'accountBindOrganization',
  'myResources',
  'blockchain',
  'myFollows',
  'myProblem',
  'myCard',
  'service',
].map((name) => `/wrap/center/${name}`);
const SPEC_PRESS = ['index', 'search', 'rank', 'info', 'dep', 'depDetails']
  .map((name) => `/press/${name}`)
  .concat('/areaActivity');
const SPEC_TOP = [
  '/register',
  '/login',
  '/findpassword',
  '/ckrscLogin',
  '/ssoLogin',
  '/agreement',
  '/privacyClause',
  '/carsilogin',
  '/orglogin',
  '/topicBank',
  '/ChineseEnterprises',
  '/gdpdf',
  '/activityLink',
  '/test',
  '/outerwebtoview',
  '/getorganizationcode',
];
const SPEC_READERS = ['/epubReader', '/pdfReader', '/knowledgeReader'];

const matching = (path: string) =>
  ROUTES.filter((route) => route.path.toLowerCase() === path.toLowerCase());

describe('the route table (spec §2)', () => {
  it.each([...SPEC_WRAP, ...SPEC_CENTRE, ...SPEC_PRESS, ...SPEC_TOP, ...SPEC_READERS])(
    'declares %s exactly once',
    (path) => {
      expect(matching(path).map((route) => route.path)).toEqual([path]);
    },
  );

  it('puts the centre behind its guard and the readers in their full-page layout', () => {
    for (const path of SPEC_CENTRE) expect(matching(path)[0]?.layout).toBe('center');
    expect(routesIn('center').every((route) => route.path.startsWith('/wrap/center'))).toBe(true);
    expect(routesIn('reader').map((route) => route.path)).toEqual(SPEC_READERS);
    for (const path of [...SPEC_WRAP, ...SPEC_PRESS, ...SPEC_TOP].filter(
      (path) => !SPEC_CENTRE.includes(path),
    ))
      expect(matching(path)[0]?.layout).toBe('main');
  });

  it('has no two routes with one path (the router ignores case) or one name', () => {
    const lowerPaths = ROUTES.map((route) => route.path.toLowerCase());
    expect(new Set(lowerPaths).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
  });

  it('gives every route a Chinese title and a page module key', () => {
    for (const route of ROUTES) {
      expect(route.title, route.path).toMatch(/[\u4e00-\u9fff]/);
      expect(route.page, route.path).toMatch(/^[a-z][A-Za-z]+$/);
    }
  });

  it('redirects /, /wrap, /press and /wrap/press to pages of the table', () => {
    expect(REDIRECTS).toEqual([
      { from: '/', to: '/wrap' },
      { from: '/wrap', to: '/wrap/index' },
      { from: '/wrap/press', to: '/press/index' },
      { from: '/press', to: '/press/index' },
    ]);
    for (const { from } of REDIRECTS) expect(matching(from)).toEqual([]);
  });

  it('keeps home and help alive, and only them', () => {
    expect(KEEP_ALIVE_PATHS).toEqual(['/wrap/index', '/wrap/help']);
  });

  it('names every page, ignoring case and a trailing slash, and nothing else', () => {
    expect(pageName('/wrap/bangdan')).toBe('榜单');
    expect(pageName('/wrap/Bangdan/')).toBe('榜单');
    expect(pageName('/wrap/center/service')).toBe('联系客服');
    expect(pageName('/wrap/no-such-page')).toBeUndefined();
  });

  it('crumbs a page under 首页, a centre page under 个人中心 too', () => {
    expect(crumbsOf('/wrap/index')).toEqual([]);
    expect(crumbsOf('/wrap/no-such-page')).toEqual([]);
    expect(crumbsOf('/wrap/bangdan')).toEqual([
      { title: '首页', to: '/wrap/index' },
      { title: '榜单' },
    ]);
    expect(crumbsOf('/wrap/center/bookShelf')).toEqual([
      { title: '首页', to: '/wrap/index' },
      { title: '个人中心', to: '/wrap/center' },
      { title: '我的书架' },
    ]);
    // the centre's home is the centre itself, not a page under it
    for (const path of ['/wrap/center', '/wrap/center/center'])
      expect(crumbsOf(path)).toEqual([{ title: '首页', to: '/wrap/index' }, { title: '个人中心' }]);
  });
});

describe('paths and getHref, derived from the table', () => {
  it('holds the path of every route under its name, and nothing else', () => {
    expect(Object.keys(paths).sort()).toEqual(ROUTES.map((route) => route.name).sort());
    for (const route of ROUTES) expect(paths[route.name]).toBe(route.path);
  });

  it('builds each address on its route of the table', () => {
    const pathOf = (href: string) => new URL(href, 'http://x').pathname;
    const routeNamed = (name: string) => ROUTES.find((route) => route.name === name)?.path;
    expect(pathOf(getHref.bookDetail(1))).toBe(routeNamed('bookDetail'));
    expect(pathOf(getHref.lessonsDetail(1))).toBe(routeNamed('lessonsDetail'));
    expect(pathOf(getHref.contentDetail({ Id: 1, ObjectType: 107 }))).toBe(
      routeNamed('lessonsDetail'),
    );
    expect(pathOf(getHref.projectDetail(1))).toBe(routeNamed('projectDetail'));
    expect(pathOf(getHref.noticeContent(1))).toBe(routeNamed('noticeContent'));
    expect(pathOf(getHref.integrating())).toBe(routeNamed('integrating'));
    expect(pathOf(getHref.reader('epub', { id: 1 }))).toBe(routeNamed('epubReader'));
    expect(pathOf(getHref.reader('pdf', { id: 1 }))).toBe(routeNamed('pdfReader'));
    expect(pathOf(getHref.pressPage('pressDep', 1))).toBe(routeNamed('pressDep'));
    // every address getHref builds is a page of the table
    const hrefs = [
      getHref.login('/wrap/index'),
      getHref.resourceSearch('论语'),
      getHref.fullTextSearch('明月'),
      getHref.staticPage(2),
      getHref.press(1),
      getHref.pressDepartment(1, 2),
      getHref.questionResource('仁'),
      getHref.questionSearch('仁'),
      getHref.cardVerify('c'),
      getHref.bookAi('论语'),
      getHref.bindOrganization('/wrap/index'),
      getHref.categorySearch(1, '中图法'),
      getHref.rankingList(1, 1),
      getHref.readingListDetail(1),
      getHref.recommendBook(1),
      getHref.myBookmarkLists(1),
      getHref.youxuanDetail(1),
      getHref.copyrightDetail(1),
      getHref.goodsProject(1),
      getHref.readingActivity(1),
      getHref.activityThemeDetail(1),
      getHref.activityLink(1),
    ];
    for (const href of hrefs) expect(pageName(pathOf(href)), href).toBeDefined();
  });
});
