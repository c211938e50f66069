import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type ViewportSize,
} from 'playwright-core';

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

/** The browser context newPage opens each page in: a desktop viewport, in Chinese. */
const DESKTOP = {
  viewport: { width: 1366, height: 900 },
  locale: 'zh-CN',
} satisfies BrowserContextOptions;

/** A page with a desktop viewport in Chinese; browser errors fail loudly in the test output. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext(DESKTOP);
  return watchErrors(await context.newPage());
}

/**
 * Starts page over as a new visitor's, as newPage would give it, in the browser context it has
 * (a new page there if the test closed it): it leaves the site, closes the context's other
 * pages and empties what the site keeps there (cookies of every host, local and session
 * storage, IndexedDB; permissions, routes), then gives the page newPage's viewport (or the
 * one given, for a phone's context) and no errors. Only the HTTP cache stays, and with it most
 * of the cost: a page load in a new context costs Chromium ~4.3 CPU-s on this machine, in a
 * page already open ~1.5 (docs/architecture.md, Tests). A warm cache also changes timing: a
 * test whose outcome hangs on a cold first load keeps a context of its own (shell's code 34).
 */
export async function asNewVisitor(
  page: Page,
  baseUrl: string,
  viewport: ViewportSize = DESKTOP.viewport,
): Promise<Page> {
  const context = page.context();
  // A page the test closed leaves its context: a new page there.
  const visitor = page.isClosed() ? await context.newPage() : page;
  // Off the site first: nothing of the app runs on to call the server or write storage again.
  await visitor.goto('about:blank');
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== visitor)
      .map((other) => other.close()),
  );
  const devtools = await context.newCDPSession(visitor);
  try {
    await devtools.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: 'all',
    });
  } finally {
    await devtools.detach();
  }
  await context.clearCookies();
  await context.clearPermissions();
  await context.unrouteAll({ behavior: 'wait' });
  await visitor.unrouteAll({ behavior: 'wait' });
  await visitor.setViewportSize(viewport);
  if (pageErrors.has(visitor)) pageErrors.set(visitor, []);
  else watchErrors(visitor);
  return visitor;
}

/** Keeps a page's uncaught errors and console errors for errorsOf (newPage does it for its own). */
export function watchErrors(page: Page): Page {
  pageErrors.set(page, []);
  page.on('pageerror', (error) => {
    console.error('page error:', error.message);
    pageErrors.get(page)?.push(error.message);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium's 'Failed to load resource' names no address; the message's location does.
    const { url } = message.location();
    const text = message.text();
    pageErrors.get(page)?.push(url && !text.includes(url) ? `${text} (${url})` : text);
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
