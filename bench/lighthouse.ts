/**
 * Lighthouse (mobile, its default settings: emulated phone, simulated slow 4G and 4x CPU) on the
 * system Chromium. Each page gets a fresh Chrome whose localStorage first holds the returning
 * visitor's flags (age gate accepted, subscribe prompt dismissed), set on the origin through CDP
 * with an empty HTTP cache, then Lighthouse runs with its storage reset disabled so the flags stay.
 */
import fs from 'node:fs/promises';
import { paths } from '@wine/contract/routes';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { homeCalls, PUBLIC_HEADERS, urlOf } from './scenarios';
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

/** The first item of a home call's answer (`home-events`, ...), read from the shop itself. */
async function firstOf<T>(origin: string, key: string, list: (result: Record<string, T[]>) => T[] | undefined): Promise<T> {
  const call = homeCalls.find((candidate) => candidate.key === key);
  if (!call) throw new Error(`no home call ${key}`);
  const response = await fetch(origin + urlOf(call), { headers: PUBLIC_HEADERS });
  const item = list(((await response.json()) as { result: Record<string, T[]> }).result)?.[0];
  if (!item) throw new Error(`${key}: the shop answered no item (${response.status})`);
  return item;
}

/**
 * The storefront's twelve kinds of page (issue 48), each on the first item the home page lists
 * (a sommelier, a post, an event, a collection), `wine` for the wine page, Bordeaux for the region.
 */
export async function storefrontPages(origin: string, wine: { id: string; title: string }): Promise<LighthousePage[]> {
  const sommelier = await firstOf<{ id: string; name: string }>(origin, 'home-sommeliers', (result) => result.data);
  const post = await firstOf<{ feedId: string; title: string }>(origin, 'home-wine-talks', (result) => result.feeds);
  const event = await firstOf<{ _id: string }>(origin, 'home-events', (result) => result.events);
  const collection = await firstOf<{ _id: string; title: string }>(origin, 'home-trending', (result) => result.categories);
  const page = (key: string, label: string, address: string) => ({ key, label, url: origin + encodeURI(address) });
  return [
    page('home', '/', paths.home),
    page('shop-wines', paths.shopWines, paths.shopWines),
    page('wine', 'wine page', paths.wine(wine.id, wine.title)),
    page('sommeliers', paths.sommeliers, paths.sommeliers),
    page('sommelier', 'a sommelier', paths.sommelier(sommelier.id, sommelier.name)),
    page('wine-tips', paths.wineTips, paths.wineTips),
    page('wine-tip', 'a Wine Talks post', paths.wineTip(post.feedId, post.title)),
    page('events', paths.eventsUpcoming, paths.eventsUpcoming),
    page('event', 'an event', paths.event(event._id)),
    page('region', paths.wineRegion('Bordeaux'), paths.wineRegion('Bordeaux')),
    page('collection', 'a collection', paths.collection(collection._id, collection.title)),
    page('search', 'search results', `${paths.search}?q=pinot`),
  ];
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
