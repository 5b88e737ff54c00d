/**
 * How much JavaScript the home route costs: the build's entry (dist/index.html's module script and
 * modulepreloads), the JavaScript Chromium actually fetches to render `/`, and the largest lazy chunk.
 * Sizes are gzip (zlib default level) of the bytes served, as a compressing CDN would send them.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The localStorage of a returning adult visitor: age gate accepted, subscribe prompt dismissed. */
export const VISITOR_STORAGE: Record<string, string> = { age_accepted: 'accepted', subscribe_dismissed: 'true' };

export interface JsFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface WebSizes {
  /** Entry script plus modulepreloads named by dist/index.html. */
  entry: JsFile[];
  entryGzipBytes: number;
  /** Every .js response while Chromium renders `/` for a returning visitor. */
  homeLoaded: JsFile[];
  homeInitialGzipBytes: number;
  /** The same for a first visit (the age gate shows). */
  firstVisitGzipBytes: number;
  /** The largest chunk that is not part of the entry (a lazily loaded route or feature). */
  largestChunk: JsFile;
  chunkCount: number;
}

const gzipSize = (bytes: Buffer) => gzipSync(bytes).length;

function assetRefs(html: string): string[] {
  const refs: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) refs.push(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) refs.push(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g)) refs.push(match[1]!);
  return [...new Set(refs)];
}

async function jsFile(distDir: string, ref: string): Promise<JsFile> {
  const bytes = await fs.readFile(path.join(distDir, ref.replace(/^\//, '')));
  return { file: ref.replace(/^\//, ''), bytes: bytes.length, gzipBytes: gzipSize(bytes) };
}

async function listJs(dir: string, base = dir): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await listJs(full, base)));
    else if (entry.name.endsWith('.js')) found.push(path.relative(base, full));
  }
  return found;
}

/** The JavaScript responses while `/` renders, waiting for the network to settle. */
async function loadedJs(origin: string, storage: Record<string, string>): Promise<JsFile[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await context.addInitScript((items: Record<string, string>) => {
      for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
    }, storage);
    const page = await context.newPage();
    const pending: Promise<JsFile | undefined>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js') || url.origin !== origin) return;
      pending.push(
        response
          .body()
          .then((body) => ({ file: url.pathname.replace(/^\//, ''), bytes: body.length, gzipBytes: gzipSize(body) }))
          .catch(() => undefined),
      );
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle', timeout: 120_000 });
    // The picks section renders 500 ms after load (spec 000 §2.3); give late lazy chunks a chance.
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(pending)).filter((file): file is JsFile => file !== undefined);
    return [...new Map(files.map((file) => [file.file, file])).values()];
  } finally {
    await browser.close();
  }
}

export async function measureWebSizes(distDir: string, origin: string): Promise<WebSizes> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: build the web app first`);
  const entryRefs = assetRefs(await fs.readFile(indexFile, 'utf8'));
  const entry = await Promise.all(entryRefs.filter((ref) => ref.endsWith('.js')).map((ref) => jsFile(distDir, ref)));
  const entryNames = new Set(entry.map((file) => file.file));
  const chunks = await Promise.all((await listJs(distDir)).map((file) => jsFile(distDir, file)));
  const lazy = chunks.filter((chunk) => !entryNames.has(chunk.file)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const homeLoaded = (await loadedJs(origin, VISITOR_STORAGE)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const firstVisit = await loadedJs(origin, {});
  const sum = (files: JsFile[]) => files.reduce((total, file) => total + file.gzipBytes, 0);
  return {
    entry,
    entryGzipBytes: sum(entry),
    homeLoaded,
    homeInitialGzipBytes: sum(homeLoaded),
    firstVisitGzipBytes: sum(firstVisit),
    largestChunk: lazy[0] ?? { file: '(none)', bytes: 0, gzipBytes: 0 },
    chunkCount: chunks.length,
  };
}
