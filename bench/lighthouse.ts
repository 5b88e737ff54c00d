/**
 * Lighthouse (mobile, its default settings: emulated phone, simulated slow 4G and 4x CPU) on the
 * system Chromium. Each page gets a fresh Chrome whose localStorage first holds the returning
 * visitor's flags (age gate accepted, subscribe prompt dismissed), set on the origin through CDP
 * with an empty HTTP cache, then Lighthouse runs with its storage reset disabled so the flags stay.
 */
import fs from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM_PATH, VISITOR_STORAGE } from './web-size';

export interface LighthousePage {
  key: string;
  label: string;
  url: string;
}

export interface LighthouseResult {
  key: string;
  label: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  report: string;
  /** Failing audits worth a look, by weight: what drags the scores down. */
  opportunities: string[];
}

async function presetStorage(port: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    // A small same-origin document: localStorage belongs to the origin, and the app's own assets
    // stay out of the cache.
    await page.goto(`${origin}/api/health`);
    await page.evaluate((items: Record<string, string>) => {
      for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
    }, VISITOR_STORAGE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto('about:blank');
    await page.close();
  } finally {
    await browser.close();
  }
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function runLighthouse(origin: string, pages: LighthousePage[], reportPath: (key: string) => string): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const target of pages) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROME_FLAGS],
      logLevel: 'silent',
    });
    try {
      await presetStorage(chrome.port, origin);
      const run = await lighthouse(
        target.url,
        { port: chrome.port, output: ['html', 'json'], logLevel: 'error', disableStorageReset: true },
        { extends: 'lighthouse:default', settings: { onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] } },
      );
      if (!run) throw new Error(`Lighthouse returned nothing for ${target.url}`);
      const { lhr } = run;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${target.url}: ${lhr.runtimeError.message}`);
      const report = reportPath(target.key);
      const [html, json] = Array.isArray(run.report) ? run.report : [run.report];
      await fs.writeFile(report, html ?? '');
      if (json) await fs.writeFile(report.replace(/\.html$/, '.json'), json);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const weights = new Map<string, number>();
      for (const category of Object.values(lhr.categories)) {
        for (const ref of category.auditRefs) weights.set(ref.id, Math.max(weights.get(ref.id) ?? 0, ref.weight));
      }
      const opportunities = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
        .sort((a, b) => (weights.get(b.id) ?? 0) - (weights.get(a.id) ?? 0) || (a.score ?? 0) - (b.score ?? 0))
        .slice(0, 6)
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      results.push({
        key: target.key,
        label: target.label,
        url: target.url,
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        bestPractices: score(lhr.categories['best-practices']?.score),
        seo: score(lhr.categories.seo?.score),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        report,
        opportunities,
      });
    } finally {
      chrome.kill();
    }
  }
  return results;
}
