// The API's layers (docs/decisions/0067-api-layers-and-the-seed.md), lowest first: every import runs
// down or stays level, never back up, type imports included (a type that must be lowered names what
// the layer really depends on):
//   db      src/db, src/config.ts: the configuration, the connection, the schema, the migrations;
//   lib     src/lib: helpers that know no module (some over the database: the audit log, a capped count);
//   plugins src/plugins: Fastify's hooks, handed what they need from the modules by app.ts;
//   modules src/modules, src/context.ts (what every module is built with);
//   the app everything else: app.ts, main.ts, jobs, the command lines, backups and the demo seed,
//           which put the modules together.
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const API = path.join(root, 'apps/api/src');

const LAYERS = ['db', 'lib', 'plugins', 'modules', 'app'];
/** The layer of a top-level folder or file of src (without extension); the rest is the app. */
const LAYER_OF = { config: 'db', lib: 'lib', db: 'db', plugins: 'plugins', modules: 'modules', context: 'modules' };

/** The layer of `file` (resolved, extension optional), or undefined outside the API's sources. */
export function layerOf(file) {
  const relative = path.relative(API, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const top = relative.split(path.sep)[0].replace(/\.[cm]?[jt]sx?$/, '');
  return LAYER_OF[top] ?? 'app';
}

/** Why `file` may not import `target` (both resolved), or undefined when the import runs down or level. */
export function layerBroken(file, target) {
  const from = layerOf(file);
  const to = layerOf(target);
  if (!from || !to || LAYERS.indexOf(to) <= LAYERS.indexOf(from)) return undefined;
  return `The API's ${from} layer may not import from the ${to} layer above it (${path.relative(API, target)}): ` +
    'move what both need down, or have the layer above hand it in.';
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: { type: 'problem', docs: { description: "Keeps the API's import graph running down its layers (decision 0067)." }, schema: [] },
  create(context) {
    const file = context.filename;
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const message = layerBroken(file, path.resolve(path.dirname(file), source));
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'api-layers': rule } };
