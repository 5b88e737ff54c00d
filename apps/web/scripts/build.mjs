// The production build: vite, then precompressed copies, both on the same output directory
// (arguments such as `--outDir DIR --emptyOutDir` are passed to both).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
for (const [command, commandArgs] of [
  ['npx', ['vite', 'build', ...args]],
  ['node', ['scripts/precompress.mjs', ...args]],
]) {
  const { status } = spawnSync(command, commandArgs, { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
  if (status !== 0) process.exit(status ?? 1);
}
