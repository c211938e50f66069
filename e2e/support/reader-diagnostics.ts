import type { Page } from 'playwright-core';

/** What each page and its frames said on the console, and the requests that failed. */
const consoles = new WeakMap<Page, string[]>();

/** Keeps what a reader page says, for readerWait's failure (call before its first load). */
export function watchReaderPage(page: Page): Page {
  const said: string[] = [];
  consoles.set(page, said);
  page.on('pageerror', (error) => said.push(`page error: ${error.message}`));
  page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
  page.on('requestfailed', (request) =>
    said.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  return page;
}

/**
 * Waits for what a reader page should show; if it does not come, the failure carries what the
 * page and its frame said and what the EPUB reader still waited for (its frame slot's
 * data-waiting-for: book, frame, progress, toc). CI runs have seen the EPUB reader stay on
 * 正在排版… for 30 s (2026-11-27 and 2026-11-28), never reproduced alone.
 */
export async function readerWait<T>(page: Page, wait: () => Promise<T>): Promise<T> {
  try {
    return await wait();
  } catch (error) {
    const waiting = await page
      .locator('.reader-frame-slot')
      .first()
      .getAttribute('data-waiting-for', { timeout: 1_000 })
      .catch(() => null);
    const said = (consoles.get(page) ?? []).slice(-30).join('\n');
    throw new Error(
      `${(error as Error).message}\nthe reader waited for: ${waiting ?? '(no EPUB slot)'}\nthe page said:\n${said || '(nothing)'}`,
    );
  }
}
