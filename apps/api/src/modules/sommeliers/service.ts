import type { z } from 'zod';
import type { sommelierQuery } from '@wine/contract/sommeliers';
import type { AppContext } from '../../context';
import { pageOf } from '../../lib/paging';
import { curatedCounts } from '../catalogue/service';
import { toPublicUser } from '../accounts/present';
import { getUser } from '../users/service';
import { listSommelierRows } from './queries';

/** GET /users: sommelier discovery, optionally by name. The query's type and status are fixed by the contract. */
export async function listSommeliers(ctx: AppContext, tenantId: string, query: z.output<typeof sommelierQuery>) {
  const { rows, total } = await listSommelierRows(
    ctx.db,
    { tenantId, newestFirst: query.$sort === '-createdAt', nameContains: query.name },
    pageOf(query.$skip, query.$limit),
  );
  return { data: rows.map(toPublicUser), total };
}

/** The counts on a public profile: followers, active collections, distinct active wines in them. */
export async function userStats(ctx: AppContext, id: string) {
  // The public view answers 404 for unknown and inactive users, as GET /users/{id} does.
  const user = await getUser(ctx, null, id);
  const curated = await curatedCounts(ctx, user.tenantId, user._id);
  return { followersCount: user.followersCount.users, ...curated };
}
