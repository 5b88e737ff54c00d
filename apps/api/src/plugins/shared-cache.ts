import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's anonymous answers are the same for everyone who asks without a sign-in: a shared
     * cache (the proxy at the door, decision 0066) may keep them for a second.
     */
    sharedCache?: boolean;
  }
}

/**
 * A second of freshness: the read model shows a change on every instance within a second (decision
 * 0046), and a cached answer must not stretch that by more than one more. Not `max-age=0` with an
 * `s-maxage`: HAProxy stores nothing marked `max-age=0`. The web app asks its browser to revalidate every call
 * (`cache: 'no-cache'`, answered 304 when unchanged), so a visitor never sees an older answer from
 * their own browser.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=1';
/** A signed-in visitor's answer is theirs: no shared cache may keep it, and their browser need not either. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Asked without a sign-in: no user's token (the public client key counts as none) and no cookie. */
const anonymous = (request: FastifyRequest) => request.user === null && request.headers.cookie === undefined;

/** Weak: the same body compressed differently (br, gzip or none) is the same answer. */
const etagOf = (payload: string | Buffer) => `W/"${createHash('sha1').update(payload).digest('base64url')}"`;

/** `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2), or is `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

/**
 * Caching headers for the routes declared `config: { sharedCache: true }`. Anonymous 200 answers:
 * `Cache-Control` public for a second, a weak ETag of the body, `Vary: accept-encoding` (the only
 * request header besides a sign-in that changes the bytes), and 304 to a matching `If-None-Match`.
 * Anything asked with a sign-in or a cookie: private and not stored. Registered before compression,
 * so the ETag is the body's, whatever the encoding.
 */
export const sharedCachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.sharedCache) return payload;
    if (!anonymous(request)) {
      void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return payload;
    }
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const etag = etagOf(payload);
    void reply.header('cache-control', SHARED_CACHE_CONTROL).header('etag', etag).header('vary', 'accept-encoding');
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    void reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return null;
  });
});
