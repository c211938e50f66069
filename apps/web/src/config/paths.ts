/** Every path the app links to, in one place (STYLE: nobody builds a URL by hand twice). */
export const paths = {
  home: '/wrap/index',
  schoolResources: '/wrap/schoolResources',
  resuResSearch: '/wrap/resuResSearch',
  allSearch: '/wrap/allSearch',
  youxuan: '/wrap/youxuanHome/youxuan',
  bangdan: '/wrap/bangdan',
  recommendBook: '/wrap/recommendBook',
  audioBooksAndLessons: '/wrap/audioBooksAndLessons',
  projectList: '/wrap/ProjectList',
  topicBank: '/topicBank',
  lianmengResources: '/wrap/lianmengResources',
  noticeList: '/wrap/noticeList',
  goodsProject: '/wrap/GoodsProject',
  searchBook: '/wrap/searchBook',
  myCard: '/wrap/center/myCard',
  center: '/wrap/center',
  myNews: '/wrap/center/myNews',
  myProblem: '/wrap/center/myProblem',
  accountBindOrganization: '/wrap/center/accountBindOrganization',
  help: '/wrap/help',
  service: '/wrap/service',
  privacy: '/wrap/privacy',
  staticPage: '/wrap/staticPage',
  pressIndex: '/press/index',
  login: '/login',
  register: '/register',
} as const;

/** spec §2: the new-era learning platform opens externally (its signed link is a later issue). */
export const XSD_EXTERNAL_URL = 'https://www.xuexi.cn/';

export const getHref = {
  login: (redirect?: string, error?: string) => {
    const query = new URLSearchParams();
    if (redirect) query.set('redirect', redirect);
    if (error) query.set('error', error);
    const text = query.toString();
    return text ? `${paths.login}?${text}` : paths.login;
  },
  /** spec §2: inSearch is a JSON object with the keyword. */
  resourceSearch: (keyword: string, select?: string) => {
    const query = new URLSearchParams({ inSearch: JSON.stringify({ keyword }), searchType: '1' });
    if (select) query.set('select', select);
    return `${paths.resuResSearch}?${query.toString()}`;
  },
  fullTextSearch: (keyWord: string) =>
    `${paths.allSearch}?${new URLSearchParams({ keyWord }).toString()}`,
  /** spec §2: static pages by type: 2 about, 3 contact, 4 business cooperation. */
  staticPage: (type: 2 | 3 | 4) => `${paths.staticPage}?type=${type}`,
  bookDetail: (id: string | number) => `/wrap/details/book?id=${encodeURIComponent(String(id))}`,
};
