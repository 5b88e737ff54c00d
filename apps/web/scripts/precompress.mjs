// After `vite build`: brotli and gzip copies of every text asset, so the server sends compressed
// files without compressing on each request (@fastify/static's preCompressed option).
// `npm run build -w apps/web -- --outDir DIR` builds into DIR: the build script hands the same
// arguments to vite and to this script.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const outDirFlag = process.argv.indexOf('--outDir');
const dist = outDirFlag > 0 ? path.resolve(process.argv[outDirFlag + 1]) : path.resolve(import.meta.dirname, '..', 'dist');
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

let count = 0;
for (const file of walk(dist)) {
  if (!TEXT.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files`);
