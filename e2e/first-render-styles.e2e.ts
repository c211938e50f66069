import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { asNewVisitor, errorsOf, screenshot } from './support/browser.ts';
import { chromiumPerFile } from './support/chromium-per-file.ts';
import { e2eServer } from './support/server.ts';

/**
 * issue 16: the antd styles of the first pages come in the shell's CSS, made at build time
 * (apps/web/vite-antd-styles.ts), and antd makes none of them again in the phone's first
 * render. Were the build's hashes to drift from the app's (its theme, antd's version), antd
 * would make and inject them as before: the page would look the same, only slower, so this
 * test looks for the injected styles themselves.
 */
const BUILT_STYLE_CLASSES = ['ant-btn', 'ant-skeleton', 'ant-select', 'ant-tag', 'ant-segmented'];

/** The component styles antd injected at run time (its theme's CSS variables left aside). */
const injectedComponentStyles = (page: Page) =>
  page.$$eval(
    'style[data-css-hash]:not([data-token-hash])',
    (styles, classes) =>
      styles
        .map((style) => style.textContent ?? '')
        .filter((text) => classes.some((name) => text.includes(`.${name}{`)))
        .map((text) => text.slice(0, 80)),
    BUILT_STYLE_CLASSES,
  );

describe('the first pages’ antd styles come built (issue 16)', () => {
  const chromium = chromiumPerFile();
  const baseUrl = e2eServer().baseUrl;

  const pages = [
    ['home', '/wrap/index', 'home'],
    [
      'search results',
      `/wrap/resuResSearch?inSearch=${encodeURIComponent('{"keyword":"论语"}')}&searchType=1`,
      'result-row',
    ],
    ['book detail', '/wrap/details/book?ExternalId=bk-tang-li-bai-1', 'detail-title'],
  ] as const;

  for (const [name, address, drawn] of pages)
    it(`draws ${name} on a phone with no antd style made in the page`, async () => {
      const page = await asNewVisitor(chromium.page, baseUrl, { width: 390, height: 844 });
      chromium.page = page;
      await page.goto(`${baseUrl}${address}`);
      await page.getByTestId(drawn).first().waitFor();
      // the page's buttons are drawn by the built styles (rounded, as antd draws them)
      const button = page.locator('.ant-btn').first();
      await button.waitFor();
      expect(await injectedComponentStyles(page)).toEqual([]);
      const look = await button.evaluate((node) => getComputedStyle(node).borderRadius);
      expect(look).toMatch(/^\d+px$/);
      expect(look).not.toBe('0px');
      await screenshot(page, `first-render-styles-${name.replace(' ', '-')}-390`);
      expect(errorsOf(page)).toEqual([]);
    });
});
