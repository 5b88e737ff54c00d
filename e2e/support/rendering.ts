import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** Resolves once the page has rendered two more frames: layout, paint and IntersectionObserver callbacks have run. */
export const renderedFrames = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Counts the page's API calls in flight from now on, so a test waits for the data a scroll or a
 * click asked for instead of sleeping. Call `stop()` when done.
 */
export function apiCallsInFlight(page: Page): { count: () => number; stop: () => void } {
  const pending = new Set<Request>();
  const started = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) pending.add(request);
  };
  const ended = (request: Request) => pending.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    count: () => pending.size,
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** The searches (`q`, issue 43) the page asks the catalogue for from now on, in order. */
export function titleSearches(page: Page): string[] {
  const searched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/catalogue' && url.searchParams.has('q')) searched.push(url.searchParams.get('q') ?? '');
  });
  return searched;
}

/** Scrolls down a step at a time until `target` shows: the home's lower rows render as they near the screen. */
export async function scrollUntilVisible(page: Page, target: Locator, step = 1500): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, step);
    await expect(target).toBeVisible({ timeout: 1_000 });
  }).toPass();
}
