import { describe, expect, it } from 'vitest';
import { ruleMessages } from './rule-messages.js';

/** The boundary messages ESLint reports for `code` as if it were the file at `file` (from the repository root). */
const boundaryErrors = ruleMessages('boundaries/module-boundaries');

describe('the module boundaries lint rule', () => {
  it('refuses a web feature importing another feature, and allows its own files and src/lib', async () => {
    const file = 'apps/web/src/features/orders/pages/Example.tsx';
    expect(await boundaryErrors(file, "import { useCart } from '../../checkout/api/getCart';\nexport const x = useCart;\n")).toEqual([
      expect.stringContaining('The orders feature may not import the checkout feature'),
    ]);
    expect(await boundaryErrors(file, "import { useOrder } from '../api/getOrder';\nimport { brandName } from '../../../lib/cards';\nexport const x = [useOrder, brandName];\n")).toEqual([]);
  });

  it('refuses another API module’s queries, but not its services or a row type', async () => {
    const file = 'apps/api/src/modules/orders/example.ts';
    expect(await boundaryErrors(file, "import { findUserById } from '../users/queries';\nexport const x = findUserById;\n")).toEqual([
      expect.stringContaining("The orders module may not use the users module's queries"),
    ]);
    expect(await boundaryErrors(file, "export { findUserById } from '../users/queries';\n")).toHaveLength(1);
    expect(await boundaryErrors(file, "import { findUserById } from '../users/accounts';\nimport type { UserRow } from '../users/queries';\nimport { lockOrder } from './queries';\nexport const x: [typeof findUserById, typeof lockOrder, UserRow | null] = [findUserById, lockOrder, null];\n")).toEqual([]);
  });

  it('refuses the plugins and the database layer any module’s queries', async () => {
    expect(await boundaryErrors('apps/api/src/plugins/example.ts', "import { findSessionUser } from '../modules/auth/queries';\nexport const x = findSessionUser;\n")).toHaveLength(1);
    expect(await boundaryErrors('apps/api/src/db/seed/example.ts', "import { insertUser } from '../../modules/users/queries';\nexport const x = insertUser;\n")).toHaveLength(1);
  });
});
