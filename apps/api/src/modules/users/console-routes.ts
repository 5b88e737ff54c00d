import { failure, ok } from '@wine/contract/envelope';
import { ActiveStatus, ownUser } from '@wine/contract/users';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { adminOnlyRoutes, readErrors, tags } from '../../plugins/console';
import { sommelierApplications } from './service';

const errors = { ...readErrors, 409: failure, 429: failure };

/** The console's sommelier applications (issue 5): the list by status, to decide on. */
export const usersConsoleRoutes = (ctx: AppContext) =>
  adminOnlyRoutes((admin) => {
    admin.get(
      '/admin/sommelier-applications',
      {
        schema: {
          tags,
          querystring: z
            .object({
              activeStatus: ActiveStatus.optional(),
              skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
              limit: z.coerce.number().int().min(1).max(100).optional(),
            })
            .strict(),
          response: { 200: ok(z.object({ data: z.array(ownUser), total: z.number().int() })), ...errors },
        },
      },
      async (request) => done(await sommelierApplications(ctx, currentUser(request), request.query.activeStatus, pageOf(request.query.skip, request.query.limit))),
    );
  });
