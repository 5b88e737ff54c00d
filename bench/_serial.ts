import { runSerial } from './load';
import { PUBLIC_HEADERS } from './scenarios';
const [origin, kind = 'shop', n = '1000'] = process.argv.slice(2);
const titles: string[] = [];
for (let page = 0; page < 20; page++) {
  const res = await fetch(`${origin}/api/catalogue?type=PRODUCT&isActive=true&sort=-_id&limit=100&offset=${page * 2000}`, { headers: PUBLIC_HEADERS });
  const body = (await res.json()) as { result: Record<string, unknown> };
  const list = Object.values(body.result).find(Array.isArray) as { title: string }[];
  titles.push(...list.map((wine) => wine.title));
}
const r = await runSerial({ origin: origin!, headers: PUBLIC_HEADERS, varied: { kind: kind as 'shop', seed: 7, pools: { wineIds: [], sommelierIds: [], titles } }, questions: Number(n), warmupQuestions: 100 });
console.log(kind, `p50 ${r.p50Ms.toFixed(2)} p90 ${r.p90Ms.toFixed(2)} p99 ${r.p99Ms.toFixed(2)} max ${r.maxMs.toFixed(1)} non2xx ${r.non2xx} load ${r.loadAverage}`, r.errorSamples.slice(0, 1));
