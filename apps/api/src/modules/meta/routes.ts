import { failure, ok } from '@wine/contract/envelope';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Reads } from '../../db/replicas';
import { done } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { ErrorCode } from '@wine/contract/errors';

const health = z.object({
  database: z.literal('up'),
  /** Where public reads go: a replica, or the primary (no replica configured, or none fit). */
  reads: z.enum(['replica', 'primary']),
  replicas: z.array(z.object({ state: z.enum(['up', 'lagging', 'down']), lagMs: z.number().int().nullable() })),
});

/**
 * While draining (SIGTERM), the readiness answer turns 503 so that the load balancer sends no new
 * requests; so it does while the catalogue's read model is first built.
 */
export interface Readiness {
  draining: boolean;
  catalogueBuilt: () => boolean;
}

export function metaRoutes(ctx: AppContext, reads: Reads, readiness: Readiness): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: { tags: ['meta'], response: { 200: ok(health), 503: failure } } }, async () => {
      await ctx.db.execute(sql`SELECT 1`);
      return done({ database: 'up' as const, ...reads.status() });
    });

    app.get(
      '/health/ready',
      { schema: { tags: ['meta'], response: { 200: ok(z.object({ ready: z.literal(true) })), 503: failure } } },
      async () => {
        if (readiness.draining) throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'This instance is shutting down');
        if (!readiness.catalogueBuilt()) throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'This instance is building its catalogue');
        await ctx.db.execute(sql`SELECT 1`);
        return done({ ready: true as const });
      },
    );

    app.get(
      '/app/config',
      { schema: { tags: ['meta'], response: { 200: ok(z.object({ googleClientId: z.string().nullable() })) } } },
      async () => done({ googleClientId: ctx.config.google.clientId ?? null }),
    );
  };
}
