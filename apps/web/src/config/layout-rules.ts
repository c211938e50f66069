import { SITE_TITLE } from '@moyue/contracts/messages';
import { paths } from './paths';

/** spec §2: the footer is hidden when the path contains any of these. */
export const FOOTER_HIDDEN_FRAGMENTS = [
  'topicBank',
  'epubReader',
  'pdfReader',
  'ckrscLogin',
  'knowledgeReader',
  'ssoLogin',
  'carsilogin',
  'orglogin',
  'getorganizationcode',
  'areaactivity',
  '/press/index',
  '/press/search',
  '/areaActivity',
  '/press/rank',
  '/press/info',
  '/press/depDetails',
  'readingActivity',
] as const;

export const isFooterHidden = (pathname: string): boolean =>
  FOOTER_HIDDEN_FRAGMENTS.some((fragment) => pathname.includes(fragment));

/** spec §2: any path containing 'center' requires login. */
export const needsLogin = (pathname: string): boolean => pathname.includes('center');

/** spec §2: these pages keep the title they set themselves. */
const OWN_TITLE_PATHS: string[] = [paths.resuResSearch, paths.questionResource];
export const keepsOwnTitle = (pathname: string): boolean => OWN_TITLE_PATHS.includes(pathname);

/** The document title of a page: its Chinese name with the platform title, else the platform title. */
export const documentTitle = (name?: string): string =>
  name ? `${name} - ${SITE_TITLE}` : SITE_TITLE;

/** spec §2: navigating to the current page forces a full reload on these. */
const FORCED_RELOAD_PATHS: string[] = [paths.resuResSearch, paths.schoolResources, paths.chatBook];
export const forcesFullReload = (currentPath: string, targetPath: string): boolean =>
  currentPath === targetPath && FORCED_RELOAD_PATHS.includes(targetPath);
