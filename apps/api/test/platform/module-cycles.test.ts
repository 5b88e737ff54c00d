/**
 * No API module imports, through any chain, a module that imports it back (docs/decisions/0054):
 * each folder under src/modules is a module, and a type-only import does not count. A failure names
 * each circle with the imports that make it; break it by moving what both need to a module below
 * them, or by passing a function in (docs/architecture.md shows the layers).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeCycle, moduleCycles, moduleGraph, runtimeImports } from '../helpers/module-graph';

describe('the API modules', () => {
  it('import one another without a circle', () => {
    expect(moduleCycles(moduleGraph()).map(describeCycle)).toEqual([]);
  });
});

describe('the module cycle check', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'module-graph-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  /** A modules folder made of `files` (path below it → source). */
  function modules(name: string, files: Record<string, string>): string {
    const dir = path.join(scratch, name);
    for (const [file, code] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), code);
    }
    return dir;
  }

  it('names a circle through three modules with the imports that make it', () => {
    const dir = modules('three', {
      'a/service.ts': "import { b } from '../b/service';\nexport const a = () => b();\n",
      'b/service.ts': "import { c } from '../c/present';\nexport const b = () => c();\n",
      'c/present.ts': "export { a } from '../a/service';\nexport const c = () => 1;\n",
      'd/service.ts': "import { a } from '../a/service';\nexport const d = a;\n",
    });
    expect(moduleCycles(moduleGraph(dir)).map(describeCycle)).toEqual([
      "a -> b -> c -> a (a/service.ts imports '../b/service'; b/service.ts imports '../c/present'; c/present.ts imports '../a/service')",
    ]);
  });

  it('does not count type-only imports, and counts a dynamic import', () => {
    const typeOnly = modules('types', {
      'a/service.ts': "import { b } from '../b/service';\nexport const a = () => b();\nexport type A = number;\n",
      'b/service.ts': "import type { A } from '../a/service';\nimport { type A as B } from '../a/service';\nexport type { A as C } from '../a/service';\nexport const b = (): A | B => 1;\n",
    });
    expect(moduleCycles(moduleGraph(typeOnly))).toEqual([]);
    const dynamic = modules('dynamic', {
      'a/service.ts': "import { b } from '../b/service';\nexport const a = () => b();\n",
      'b/service.ts': "export const b = async () => (await import('../a/service')).a;\n",
    });
    expect(moduleCycles(moduleGraph(dynamic)).map(describeCycle)).toEqual([
      "a -> b -> a (a/service.ts imports '../b/service'; b/service.ts imports '../a/service')",
    ]);
  });

  it('reads an import that names a value beside a type as a run-time one', () => {
    expect(runtimeImports("import { type A, b } from './x';\nimport type { C } from './y';\nimport './z';\nexport * from './w';\n")).toEqual(['./x', './z', './w']);
  });
});
