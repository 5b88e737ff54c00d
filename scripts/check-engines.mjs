// Fails when package-lock.json pulls a package whose `engines.node` excludes the oldest Node that
// package.json promises, so a clean `npm ci` on that Node never warns EBADENGINE (docs/decisions/0021).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const promised = readJson('package.json').engines.node;
const oldest = semver.minVersion(promised);
if (!oldest) throw new Error(`package.json engines.node "${promised}" names no version`);

const excluding = Object.entries(readJson('package-lock.json').packages)
  .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldest, entry.engines.node))
  .map(([where, entry]) => `${where.replace(/^.*node_modules\//, '')}@${entry.version} requires node ${entry.engines.node}`);

if (excluding.length > 0) {
  console.error(`The lock file pulls packages that do not run on Node ${oldest} (package.json promises ${promised}):`);
  for (const line of excluding) console.error(`  ${line}`);
  process.exitCode = 1;
} else {
  console.log(`Every locked package supports Node ${oldest} (package.json promises ${promised}).`);
}
