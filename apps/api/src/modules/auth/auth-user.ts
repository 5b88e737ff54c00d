import type { UserRow } from '../accounts/queries';

/** Who is asking: the signed-in person of a request, as the auth plugin resolves it from the session. */
export interface AuthUser {
  id: string;
  tenantId: string;
  sessionId: string;
  isAdmin: boolean;
  /** Set for a retailer's staff: the one business whose orders they may see and hand over. */
  retailerBusinessId: string | null;
  row: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for anonymous calls (no token, or the public key); set by plugins/auth.ts. */
    user: AuthUser | null;
  }
}
