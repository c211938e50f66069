import { ROUTES, type RoutePaths } from './routes';

/** Every route's path by its name in the route table (STYLE: nobody builds a URL by hand twice). */
export const paths = Object.fromEntries(
  ROUTES.map((route) => [route.name, route.path]),
) as RoutePaths;

/** spec §2: the new-era learning platform opens externally (its signed link is a later issue); a deployment sets VITE_XSD_URL. */
export const XSD_EXTERNAL_URL: string =
  (import.meta.env.VITE_XSD_URL as string | undefined) ?? 'https://www.xuexi.cn/';

const withQuery = (path: string, params: Record<string, string | number | undefined>): string => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/** spec §2: the query fields a reader tab opens with. */
export interface ReaderQuery {
  url?: string;
  contentexternalid?: string;
  id?: string | number;
  organizationExternalId?: string;
  objectType?: number;
  process?: number;
  tocValue?: string;
}

export const getHref = {
  /** a reading activity's page, its theme, and its link (spec §2: opens in a new window) */
  readingActivity: (id: string | number) => withQuery(paths.readingActivity, { id }),
  activityThemeDetail: (id: string | number) => withQuery(paths.activityThemeDetail, { id }),
  activityLink: (id: string | number) => withQuery(paths.activityLink, { id }),
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
  /** spec §2: books and e-books; ExternalId is optional. */
  bookDetail: (id: string | number, externalId?: string) =>
    withQuery(paths.bookDetail, { id, ExternalId: externalId }),
  lessonsDetail: (id: string | number) => withQuery(paths.lessonsDetail, { id }),
  projectDetail: (id: string | number) => withQuery(paths.projectDetail, { id }),
  noticeContent: (id: string | number) => withQuery(paths.noticeContent, { id }),
  press: (id: string | number, aqrId?: string | number) =>
    withQuery(paths.pressIndex, { id, aqrId }),
  /** A page of a press's shop, keeping the press (id) and the institution (aqrId). */
  pressPage: (
    page: 'pressIndex' | 'pressSearch' | 'pressRank' | 'pressInfo' | 'pressDep',
    id: string | number,
    aqrId?: string | number,
  ) => withQuery(paths[page], { id, aqrId }),
  /** spec §2 depDetails: a department of a press (depId), in the shop of press id. */
  pressDepartment: (id: string | number, depId: string | number, aqrId?: string | number) =>
    withQuery(paths.pressDepDetails, { id, depId, aqrId }),
  /** spec §2: /wrap/allSearch and /wrap/questionResource take keyWord, select, search. */
  questionResource: (keyWord: string, select?: string, search?: string) =>
    withQuery(paths.questionResource, { keyWord, select, search }),
  /** Q&A search: the passages answering a question (spec §2 search type 'another value'). */
  questionSearch: (keyWord: string) => withQuery(paths.questionSearch, { keyWord }),
  cardVerify: (id: string) => withQuery(paths.cardVerify, { id }),
  bookAi: (keyword: string) => withQuery(paths.bookAi, { keyword }),
  /** spec §2: the named route integrating accepts a justSign param. */
  integrating: (justSign?: boolean) =>
    withQuery(paths.integrating, { justSign: justSign ? 1 : undefined }),
  /** spec §6: binding needed → the binding page with redirect and 请先绑定机构. */
  bindOrganization: (redirect?: string, message?: string) =>
    withQuery(paths.accountBindOrganization, { redirect, message }),
  /** A content item's detail page: courses on lessons, everything else on book. */
  contentDetail: (content: { Id: string | number; ObjectType: number }) =>
    content.ObjectType === 107
      ? withQuery(paths.lessonsDetail, { id: content.Id })
      : withQuery(paths.bookDetail, { id: content.Id }),
  /** Resource search narrowed to one category of a hierarchy (home category navigation). */
  categorySearch: (categoryId: number, hierarchyName: string) =>
    withQuery(paths.resuResSearch, {
      inSearch: JSON.stringify({ keyword: '' }),
      searchType: 1,
      CategoryIds: categoryId,
      hierarchyName,
    }),
  /** 榜单: one board (rankType 1..5, period 1 week, 2 month, 3 all). */
  rankingList: (rankType?: number, period?: number) =>
    withQuery(paths.rankingList, { rankType, period }),
  /** 书单详情 */
  readingListDetail: (id: string | number) => withQuery(paths.readingListDetail, { id }),
  /** The teacher's editor, opening one list to edit. */
  recommendBook: (edit?: string | number) => withQuery(paths.recommendBook, { edit }),
  /** One book's bookmarks (personal centre). */
  myBookmarkLists: (id: string | number) => withQuery(paths.myBookmarkLists, { id }),
  /** 优选: one group of picks. */
  youxuanDetail: (id: string | number) => withQuery(paths.youxuanDetail, { id }),
  /** 版权专区: one work's rights. */
  copyrightDetail: (id: string | number) => withQuery(paths.copyrightDetail, { id }),
  /** A product bundle. */
  goodsProject: (id: string | number) => withQuery(paths.goodsProject, { id }),
  /** spec §2: EPUB and PDF open in a new tab by media type. */
  reader: (mediaType: 'epub' | 'pdf', query: ReaderQuery) =>
    withQuery(mediaType === 'pdf' ? paths.pdfReader : paths.epubReader, { ...query }),
};
