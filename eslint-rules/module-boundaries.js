// The architecture's import boundaries, checked on every lint (docs/decisions/0029-module-boundaries.md):
// - a web feature (apps/web/src/features/<name>) never imports another feature: shared code lives in
//   src/lib or src/components, and src/app composes features;
// - an API module's queries (apps/api/src/modules/<name>/queries.ts, console-queries.ts) are its
//   own: other modules, plugins and the database layer call the module's services instead. Type
//   imports (a row's shape) are allowed.
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const FEATURES = path.join(root, 'apps/web/src/features');
const API = path.join(root, 'apps/api/src');
const MODULES = path.join(API, 'modules');
const QUERY_FILES = new Set(['queries', 'console-queries']);

/** The first folder of `file` below `dir`, or undefined when the file is not below it. */
function folderBelow(dir, file) {
  const relative = path.relative(dir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first : undefined;
}

/** What `target` (resolved, without extension) may not be imported for by `file`, or undefined. */
export function boundaryBroken(file, target) {
  const feature = folderBelow(FEATURES, file);
  const targetFeature = folderBelow(FEATURES, target);
  if (feature && targetFeature && feature !== targetFeature) {
    return `The ${feature} feature may not import the ${targetFeature} feature: move what both use to src/lib or src/components.`;
  }
  const targetModule = folderBelow(MODULES, target);
  if (!targetModule || !QUERY_FILES.has(path.basename(target).replace(/\.[cm]?[jt]sx?$/, ''))) return undefined;
  const module = folderBelow(MODULES, file);
  if (module === targetModule) return undefined;
  if (module || folderBelow(API, file)) {
    return `${module ? `The ${module} module` : 'This file'} may not use the ${targetModule} module's queries: call its service.`;
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: { type: 'problem', docs: { description: 'Keeps web features and API modules apart (decision 0029).' }, schema: [] },
  create(context) {
    const file = context.filename;
    const check = (node, source, typeOnly) => {
      if (typeOnly || typeof source !== 'string' || !source.startsWith('.')) return;
      const message = boundaryBroken(file, path.resolve(path.dirname(file), source));
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

export default { rules: { 'module-boundaries': rule } };
