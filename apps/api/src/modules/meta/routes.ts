import { failure, ok } from '@wine/contract/envelope';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';

export function metaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['meta'], response: { 200: ok(z.object({ database: z.literal('up') })), 503: failure } } },
      async () => {
        await ctx.db.execute(sql`SELECT 1`);
        return { status: 1 as const, result: { database: 'up' as const } };
      },
    );

    app.get(
      '/app/config',
      { schema: { tags: ['meta'], response: { 200: ok(z.object({ googleClientId: z.string().nullable() })) } } },
      async () => ({ status: 1 as const, result: { googleClientId: ctx.config.google.clientId ?? null } }),
    );
  };
}
