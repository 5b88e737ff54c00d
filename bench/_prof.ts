// One-off: CPU profile of one page load (no throttling), self time by function and by script.
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM_PATH, VISITOR_STORAGE } from './web-size';
const [url, outFile] = [process.argv[2]!, process.argv[3]];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
await context.addInitScript((items: Record<string, string>) => { for (const [k, v] of Object.entries(items)) window.localStorage.setItem(k, v); }, VISITOR_STORAGE);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[]; samples: number[]; timeDeltas: number[] } };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<string, number>(); const byUrl = new Map<string, number>();
profile.samples.forEach((id, i) => {
  const n = byId.get(id)!; const dt = (profile.timeDeltas[i] ?? 0) / 1000;
  const f = n.callFrame; const u = f.url.replace(/^.*\//, '');
  if (f.functionName === '(idle)' || f.functionName === '(program)') return;
  const key = `${f.functionName || '(anon)'} ${u}:${f.lineNumber}:${f.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + dt); byUrl.set(u || f.functionName, (byUrl.get(u || f.functionName) ?? 0) + dt);
});
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(1).padStart(7)} ms  ${k}`).join('\n');
console.log('total', [...byUrl.values()].reduce((a, b) => a + b, 0).toFixed(1), 'ms\n-- by script\n' + top(byUrl, 10) + '\n-- by function\n' + top(self, 30));
if (outFile) (await import('node:fs')).writeFileSync(outFile, JSON.stringify(profile));
await browser.close();
