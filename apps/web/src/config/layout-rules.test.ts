import { describe, expect, it } from 'vitest';
import {
  documentTitle,
  forcesFullReload,
  isFooterHidden,
  keepsOwnTitle,
  needsLogin,
} from './layout-rules';
import { pageName, routesIn } from './routes';

describe('layout rules (spec §2)', () => {
  it.each([
    '/press/index',
    '/press/search',
    '/press/rank',
    '/press/info',
    '/press/depDetails',
    '/topicBank',
    '/epubReader',
    '/pdfReader',
    '/knowledgeReader',
    '/ckrscLogin',
    '/ssoLogin',
    '/carsilogin',
    '/orglogin',
    '/getorganizationcode',
    '/areaActivity',
    '/wrap/readingActivity',
  ])('hides the footer on %s', (path) => expect(isFooterHidden(path)).toBe(true));
  it.each(['/wrap/index', '/wrap/resuResSearch', '/press/dep', '/login'])(
    'keeps the footer on %s',
    (path) => expect(isFooterHidden(path)).toBe(false),
  );
  it('guards every centre page', () => {
    for (const route of routesIn('center')) expect(needsLogin(route.path)).toBe(true);
    expect(needsLogin('/wrap/index')).toBe(false);
  });
  it('lets the search pages keep their own title; others get the page name with the platform title', () => {
    expect(keepsOwnTitle('/wrap/resuResSearch')).toBe(true);
    expect(keepsOwnTitle('/wrap/questionResource')).toBe(true);
    expect(keepsOwnTitle('/wrap/index')).toBe(false);
    expect(documentTitle(pageName('/wrap/bangdan'))).toBe('榜单 - 墨阅知识服务平台');
    expect(documentTitle(undefined)).toBe('墨阅知识服务平台');
  });
  it('forces a full reload only when the target is the current search, holdings or chat page', () => {
    expect(forcesFullReload('/wrap/resuResSearch', '/wrap/resuResSearch')).toBe(true);
    expect(forcesFullReload('/wrap/schoolResources', '/wrap/schoolResources')).toBe(true);
    expect(forcesFullReload('/wrap/chatbook', '/wrap/chatbook')).toBe(true);
    expect(forcesFullReload('/wrap/index', '/wrap/resuResSearch')).toBe(false);
    expect(forcesFullReload('/wrap/bangdan', '/wrap/bangdan')).toBe(false);
  });
});
