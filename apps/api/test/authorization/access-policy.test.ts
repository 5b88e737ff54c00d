import { expect, it } from 'vitest';
import { expectedStatus, levelsOf } from './matrix';
import { policy, type PolicyEntry } from './policy';
import { IDENTITIES, type Identity } from './scene';

/**
 * docs/access-policy.md is the access policy rendered from policy.ts, the table the authorization
 * matrix checks the API against. This test keeps the two in step: after changing policy.ts, run
 * `npx vitest run --project api apps/api/test/authorization/access-policy.test.ts -u` to rewrite it.
 */

const HEADINGS: Record<Identity, string> = {
  anonymous: 'anonymous',
  other: 'other user',
  owner: 'owner',
  sommelier: 'sommelier',
  retailer: 'retailer',
  admin: 'admin',
};

const cell = (entry: PolicyEntry, identity: Identity) => {
  const status = expectedStatus(entry, identity);
  return status < 300 ? `✓ ${status}` : String(status);
};

const escape = (text: string) => text.replaceAll('|', '\\|');

function renderAccessPolicy(): string {
  const header = `| route | access | ${IDENTITIES.map((identity) => HEADINGS[identity]).join(' | ')} | notes |`;
  const rule = `|${' --- |'.repeat(IDENTITIES.length + 3)}`;
  const rows = Object.entries(policy).map(([key, entry]) => {
    const access = levelsOf(entry).join(', ') + (entry.owner === 'sommelier' ? ' (owner: sommelier)' : '');
    return `| \`${key}\` | ${access} | ${IDENTITIES.map((identity) => cell(entry, identity)).join(' | ')} | ${escape(entry.note)} |`;
  });
  return [
    '# Access policy of the API',
    '',
    '<!-- Rendered from apps/api/test/authorization/policy.ts by access-policy.test.ts: edit the table there, then',
    '     run `npx vitest run --project api apps/api/test/authorization/access-policy.test.ts -u`. -->',
    '',
    'Who may call each route of the OpenAPI document (`/api/docs`), and what everyone else gets. The',
    'authorization matrix (`apps/api/test/authorization/matrix.test.ts`, part of `npm test`) calls every',
    'route as each of these identities and fails when an answer differs, when a route has no entry here,',
    'or when an entry names a route that no longer exists.',
    '',
    'Access levels: **public** (anyone), **user** (any signed-in account), **owner** (the account the',
    'resource belongs to: a shopper, or an approved sommelier where marked), **approved-sommelier**,',
    "**retailer-own-business** (a retailer's staff, for their own business's orders; another business's",
    'order answers 404 and its lists never show one), **admin**.',
    '',
    'Columns: ✓ and the status for an allowed caller; otherwise the refusal (401 without a session, 403',
    "when not allowed, 404 where the route does not reveal that someone else's resource exists). An",
    "allowed answer never carries another user's private data (email, phone, saved addresses, carts,",
    'likes, follows, cards); the matrix checks that too.',
    '',
    'Limits on the account calls (docs/decisions/0023, 0042): every check of an account\'s password (sign-in, the',
    'current password an email change asks for) spends one budget of the account, `AUTH_NEW_CLIENTS_RATE_LIMIT_MAX`',
    '(20) per 15 minutes for all the clients that never signed in to it, whatever their addresses, kept in the',
    'rate-limit store (Redis when configured, so it holds across instances); clients that did skip it. The 5th wrong',
    'password in 15 minutes mails the owner; a session that gives 5 wrong passwords is signed out. Reset links are',
    'limited per client and per token, never per account; reset mails to one account, once a minute and 3 a day for',
    'clients it does not know. Sign-in counts wrong passwords only, per account and client (5 per 15 minutes): a',
    'household on several devices behind one address is never refused the right password (issue 44). Every call of',
    'these routes is also limited per client (`AUTH_RATE_LIMIT_MAX`, 10 a minute).',
    '',
    'Holding stock unpaid (docs/decisions/0059): placing an order takes its bottles off sale before the nightly',
    'charge, so only an account with a verified email may place one, none while one of its orders has an unpaid',
    'failed charge, and its orders not yet charged hold at most 12 bottles of a wine and 36 in all',
    '(`UNPAID_BOTTLES_PER_WINE`, `UNPAID_BOTTLES_PER_ACCOUNT`), checked under the account\'s order lock. Retailers',
    'see per wine the bottles held by unpaid orders. Return requests are limited to 5 per account an hour.',
    '',
    header,
    rule,
    ...rows,
    '',
  ].join('\n');
}

it('docs/access-policy.md is the policy table, rendered', async () => {
  await expect(renderAccessPolicy()).toMatchFileSnapshot('../../../../docs/access-policy.md');
});
