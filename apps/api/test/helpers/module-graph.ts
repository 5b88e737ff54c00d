import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Where the API's modules live: each folder below it is one module. */
export const MODULES_DIR = path.resolve(import.meta.dirname, '../../src/modules');

/**
 * The sources that `code` loads when it runs. A type-only import or export (`import type`,
 * `export type`, or braces whose every name is marked `type`) is left out: it couples no behaviour
 * and is erased before the code runs.
 */
export function runtimeImports(code: string): string[] {
  const source = ts.createSourceFile('file.ts', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !importIsTypeOnly(node.importClause)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !exportIsTypeOnly(node)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function importIsTypeOnly(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

function exportIsTypeOnly(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly);
}

/** The module a path below `modulesDir` belongs to (its first folder), or undefined. */
function moduleOf(modulesDir: string, file: string): string | undefined {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first : undefined;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** An edge of the module graph with the file and import that make it, for the failure message. */
export interface ModuleEdge {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

/**
 * Which module uses which at run time, read from the source of `modulesDir` (a relative import from
 * a file of module A to a file of module B is an edge A -> B). Each edge keeps the first file and
 * import that makes it.
 */
export function moduleGraph(modulesDir: string = MODULES_DIR): Map<string, Map<string, ModuleEdge>> {
  const graph = new Map<string, Map<string, ModuleEdge>>();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(modulesDir, file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, ModuleEdge>();
    graph.set(from, edges);
    for (const specifier of runtimeImports(fs.readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const to = moduleOf(modulesDir, path.resolve(path.dirname(file), specifier));
      if (to && to !== from && !edges.has(to)) edges.set(to, { from, to, file: path.relative(modulesDir, file), specifier });
    }
  }
  return graph;
}

/**
 * Every strongly connected group of two or more modules (Tarjan's algorithm), each given as one
 * circle through it: the modules in order, with the import that leads from each to the next.
 */
export function moduleCycles(graph: Map<string, Map<string, ModuleEdge>>): ModuleEdge[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const connect = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return groups.map((group) => circleThrough(graph, new Set(group), group[0]!));
}

/** A shortest circle from `start` back to itself that stays inside `group` (breadth first). */
function circleThrough(graph: Map<string, Map<string, ModuleEdge>>, group: Set<string>, start: string): ModuleEdge[] {
  const cameBy = new Map<string, ModuleEdge>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const edge of graph.get(node)?.values() ?? []) {
      if (!group.has(edge.to)) continue;
      if (edge.to === start) {
        const circle = [edge];
        for (let at = node; at !== start; at = cameBy.get(at)!.from) circle.unshift(cameBy.get(at)!);
        return circle;
      }
      if (!cameBy.has(edge.to)) {
        cameBy.set(edge.to, edge);
        queue.push(edge.to);
      }
    }
  }
  throw new Error(`No circle through ${start} inside ${[...group].join(', ')}`);
}

/** One line per circle: `a -> b -> a (a/x.ts imports '../b/y'; b/y.ts imports '../a/z')`. */
export function describeCycle(circle: ModuleEdge[]): string {
  const names = [...circle.map((edge) => edge.from), circle[0]!.from].join(' -> ');
  return `${names} (${circle.map((edge) => `${edge.file} imports '${edge.specifier}'`).join('; ')})`;
}
