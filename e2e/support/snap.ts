import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { renderedFrames } from './rendering';

const screenshotRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '.test-output', 'screenshots');

/**
 * `snap(page, name)` for one spec: the page at desktop (1280 px, or the width given) and phone (390 px)
 * width, from the top (so a sticky header does not land mid-shot), saved under
 * .test-output/screenshots/<folder> for review.
 */
export function screenshots(folder: string, desktopWidth = 1280): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    for (const width of [desktopWidth, 390]) {
      await page.setViewportSize({ width, height: width === desktopWidth ? 900 : 844 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await renderedFrames(page);
      await page.screenshot({ path: path.join(screenshotRoot, folder, `${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };
}
