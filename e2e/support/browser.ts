import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A page with a desktop viewport in Chinese; browser errors fail loudly in the test output. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
  });
  return watchErrors(await context.newPage());
}

/** Keeps a page's uncaught errors and console errors for errorsOf (newPage does it for its own). */
export function watchErrors(page: Page): Page {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => {
    console.error('page error:', error.message);
    errors.push(error.message);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return page;
}

const pageErrors = new WeakMap<Page, string[]>();

/** Uncaught errors and console errors the page has shown so far. */
export const errorsOf = (page: Page): string[] => pageErrors.get(page) ?? [];

/**
 * Saves a screenshot, of the whole page unless `fullPage` is false. A full-page
 * capture briefly resizes the window to 1×1 px (Playwright does so to measure
 * the page), which the app answers with its phone layout and back: take the
 * viewport only while something must stay as it is, such as an open dropdown.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  await fs.mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}
