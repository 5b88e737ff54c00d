import { PUBLIC_CLIENT_KEY } from '@wine/contract/api';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, forbidden, unauthenticated } from '../lib/errors';

const SESSION_ENDED = 'Your session has expired, please log in again';

declare module 'fastify' {
  interface FastifyRequest {
    tenantId: string;
  }
}

/** Who asks; its shape is the auth module's (modules/auth/auth-user.ts declares `request.user`). */
type RequestUser = NonNullable<FastifyRequest['user']>;

/**
 * Preconditions for routes: `onRequest: requireUser` (likewise requireAdmin, requireRetailer). They run
 * before the body is read and validated, so a caller without the right gets 401/403 and learns
 * nothing about the route's schema.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
}

/** Preconditions for the operations console's routes: `onRequest: requireAdmin`. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.user?.isAdmin) throw forbidden('Only an admin can do this');
}

/** Preconditions for the retailer view's routes: `onRequest: requireRetailer`. */
export async function requireRetailer(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.user?.retailerBusinessId) throw forbidden('Only a retailer can do this');
}

/** The user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

function bearer(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Resolves the bearer token to a user and the tenant header to the shop's tenant. A token that is
 * no session (revoked, expired, made up) is refused on every call, public reads included, as
 * RFC 6750's invalid_token: answered as a guest, a client would take a stranger's view of its own
 * account for its own (decision 0043). The auth module resolves the token (app.ts hands `userOfSession`
 * in): plugins sit below the modules.
 */
export const authPlugin = fp(async (app: FastifyInstance, { userOfToken }: { userOfToken: (token: string) => Promise<RequestUser | null> }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('tenantId', SHOP_TENANT_ID);
  app.addHook('onRequest', async (request, reply) => {
    const tenant = request.headers.tenantid;
    if (tenant !== undefined && tenant !== SHOP_TENANT_ID) throw badRequest('Unknown tenant');
    const token = bearer(request);
    if (!token || token === PUBLIC_CLIENT_KEY) return;
    request.user = token.length > 200 ? null : await userOfToken(token);
    if (!request.user) {
      void reply.header('www-authenticate', 'Bearer error="invalid_token", error_description="The access token is not valid"');
      throw unauthenticated(SESSION_ENDED);
    }
  });
});
