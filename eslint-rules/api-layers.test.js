import { describe, expect, it } from 'vitest';
import { ruleMessages } from './rule-messages.js';

/** The layer messages ESLint reports for `code` as if it were the file at `file` (from the repository root). */
const layerErrors = ruleMessages('layers/api-layers');

describe("the API's layers lint rule", () => {
  it('refuses an import back up: lib, plugins or the database layer reaching into a module, types included', async () => {
    expect(await layerErrors('apps/api/src/lib/example.ts', "import type { AuthUser } from '../modules/auth/auth-user';\nexport type X = AuthUser;\n")).toEqual([
      expect.stringContaining("The API's lib layer may not import from the modules layer above it (modules/auth/auth-user)"),
    ]);
    expect(await layerErrors('apps/api/src/plugins/example.ts', "import { userOfSession } from '../modules/auth/sessions';\nexport const x = userOfSession;\n")).toHaveLength(1);
    expect(await layerErrors('apps/api/src/plugins/example.ts', "import type { AppContext } from '../context';\nexport type X = AppContext;\n")).toHaveLength(1);
    expect(await layerErrors('apps/api/src/db/example.ts', "export { newId } from '../lib/ids';\n")).toHaveLength(1);
    expect(await layerErrors('apps/api/src/modules/orders/example.ts', "import { seedIfEmpty } from '../../seed';\nexport const x = seedIfEmpty;\n")).toHaveLength(1);
    expect(await layerErrors('apps/api/src/lib/example.ts', "export const load = () => import('../plugins/auth');\n")).toHaveLength(1);
  });

  it('allows imports that run down or stay level, and packages', async () => {
    const file = 'apps/api/src/modules/orders/example.ts';
    const code = [
      "import { z } from 'zod';",
      "import type { Db } from '../../db/client';",
      "import type { Config } from '../../config';",
      "import { newId } from '../../lib/ids';",
      "import { requireUser } from '../../plugins/auth';",
      "import { userOfSession } from '../auth/sessions';",
      "import type { AppContext } from '../../context';",
      'export const x = [z, newId, requireUser, userOfSession] as unknown as [Db, Config, AppContext];',
    ].join('\n');
    expect(await layerErrors(file, code)).toEqual([]);
    expect(await layerErrors('apps/api/src/seed/example.ts', "import { toSavedAddress } from '../modules/accounts/present';\nimport { newId } from '../lib/ids';\nexport const x = [toSavedAddress, newId];\n")).toEqual([]);
    expect(await layerErrors('apps/api/src/lib/example.ts', "import type { Executor } from '../db/client';\nexport type X = Executor;\n")).toEqual([]);
  });
});
