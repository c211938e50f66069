import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage } from './browser.ts';

/** A file's browser and its page; a test may put another page in its place (asNewVisitor). */
export interface FileChromium {
  browser: Browser;
  page: Page;
}

/**
 * One Chromium for the describe block it is called in, launched before its tests with one page
 * (newPage: desktop, in Chinese) and closed after them: what most e2e files otherwise write out
 * in their beforeAll and afterAll.
 */
export function chromiumPerFile(): FileChromium {
  const opened = {} as FileChromium;
  beforeAll(async () => {
    opened.browser = await launchChromium();
    opened.page = await newPage(opened.browser);
  });
  afterAll(() => opened.browser.close());
  return opened;
}
