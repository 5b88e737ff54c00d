import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The API's sources: src/modules and the files outside it. Left out: src/db (schema, migrations) and the
 * demo seed (src/seed), which loads a whole shop into an empty database, every table at once (decision 0007).
 */
export const SRC_DIR = path.resolve(import.meta.dirname, '../../src');

/** One drizzle write found in the source: `db.insert(table)`, `.update(table)`, `.delete(table)` or raw SQL. */
export interface TableWrite {
  /** The table's name in src/db/schema.ts. */
  table: string;
  /** The module (folder of src/modules) or, outside the modules, the file without its extension. */
  writer: string;
  /** Where, relative to the sources: `modules/a/queries.ts:12`. */
  at: string;
}

const LEFT_OUT = new Set(['db', 'seed']);
const VERBS = new Set(['insert', 'update', 'delete']);
/** Raw SQL whose next interpolation is the table written: sql`INSERT INTO ${table} ...`. */
const RAW_WRITE = /\b(insert\s+into|update|delete\s+from)\s*$/i;

/** The module or file `file` belongs to, as TABLE_OWNERS names writers. */
export function writerOf(srcDir: string, file: string): string {
  const relative = path.relative(srcDir, file).split(path.sep);
  if (relative[0] === 'modules' && relative.length > 2) return relative[1]!;
  return relative.join('/').replace(/\.tsx?$/, '');
}

function sourceFiles(srcDir: string): string[] {
  return fs
    .readdirSync(srcDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !LEFT_OUT.has(path.relative(srcDir, file).split(path.sep)[0]!));
}

/**
 * The names a file gives the schema's tables: its named imports from src/db/schema (a renamed one
 * under its new name), a namespace import, and a constant that is one of them or its `alias(...)`.
 * A table handed to a function as an argument is not followed.
 */
function schemaNames(source: ts.SourceFile, file: string, schemaFile: string) {
  const tables = new Map<string, string>();
  const namespaces = new Set<string>();
  const tableOf = (node: ts.Expression): string | undefined => {
    if (ts.isIdentifier(node)) return tables.get(node.text);
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) return node.name.text;
    return undefined;
  };
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = path.resolve(path.dirname(file), statement.moduleSpecifier.text);
    const clause = statement.importClause;
    if (target !== schemaFile || !clause || clause.isTypeOnly) continue;
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) if (!element.isTypeOnly) tables.set(element.name.text, (element.propertyName ?? element.name).text);
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = node.initializer;
      const isAlias = ts.isCallExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === 'alias';
      const table = isAlias ? value.arguments[0] && tableOf(value.arguments[0]) : tableOf(value);
      if (table) tables.set(node.name.text, table);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return tableOf;
}

/** Every write to a schema table in the sources below `srcDir`, in file order. */
export function tableWrites(srcDir: string = SRC_DIR): TableWrite[] {
  const schemaFile = path.join(srcDir, 'db', 'schema');
  const writes: TableWrite[] = [];
  for (const file of sourceFiles(srcDir).sort()) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const tableOf = schemaNames(source, file, schemaFile);
    const found = (table: string | undefined, node: ts.Node) => {
      if (!table) return;
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      writes.push({ table, writer: writerOf(srcDir, file), at: `${path.relative(srcDir, file).split(path.sep).join('/')}:${line}` });
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && VERBS.has(node.expression.name.text) && node.arguments.length === 1) {
        found(tableOf(node.arguments[0]!), node);
      }
      if (ts.isTaggedTemplateExpression(node) && ts.isTemplateExpression(node.template)) {
        let before = node.template.head.text;
        for (const span of node.template.templateSpans) {
          if (RAW_WRITE.test(before)) found(tableOf(span.expression), span);
          before = span.literal.text;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return writes;
}
