import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@wine/contract/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError } from '../lib/errors';

/** Security headers, CORS for the configured origin, and the rate-limit machinery (per-route limits). */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  // Built once: @fastify/helmet rebuilt the middleware, parsing every directive, on each request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        frameSrc: ['https://accounts.google.com/gsi/'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // Helmet throws its errors rather than passing them on (since 8.1).
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  await app.register(cors, {
    origin: config.corsOrigin,
    credentials: true,
    allowedHeaders: ['authorization', 'content-type', 'tenantid', 'userid', 'usertype', 'response-version'],
    // The app names a downloaded export as the server does.
    exposedHeaders: ['content-disposition'],
  });
  await app.register(rateLimit, {
    global: false,
    ...(config.redisUrl ? { redis: new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 }) } : {}),
  });
});

/** The window of the per-account limits: long enough to make guessing one account's password slow. */
export const ACCOUNT_LIMIT_WINDOW_MS = 15 * 60_000;

/** The per-account 429, naming the wait in minutes. */
const accountLimited = (ttlInSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(ttlInSeconds / 60));
  return new AppError(ErrorCode.TOO_MANY_REQUESTS, `Too many requests for this account, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`);
};

interface AccountCounting {
  name: string;
  max: number;
  accountOf: (request: FastifyRequest) => string | undefined;
  perClient?: boolean;
  windowMs?: number;
}

/** The account a call names (trimmed, lower case) and the store's count of it, per client with `perClient`. */
function accountCounter(app: FastifyInstance, { name, max, accountOf, perClient = false, windowMs = ACCOUNT_LIMIT_WINDOW_MS }: AccountCounting) {
  const accountIn = (request: FastifyRequest) => accountOf(request)?.trim().toLowerCase();
  const limiter = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${accountIn(request) ?? ''}${perClient ? `:${request.ip}` : ''}`,
  });
  return { accountIn, limiter };
}

/**
 * A per-account limit for a route (a preHandler), on top of its per-client one: however many
 * addresses an attacker calls from, one account (an email, or a signed-in user's id) gets `max`
 * calls per window. `accountOf` reads the account from the request (its validated body, or its
 * user); a call naming none (Google sign-in) is not counted.
 * `perClient` counts each client address separately (one client's failures lock only that client
 * out of the account); `exempt` lets a call through uncounted (a client the account knows);
 * `windowMs` replaces the 15-minute window.
 * The counts live where the per-client ones do (memory, or Redis when REDIS_URL is set).
 */
export function perAccountLimit(
  app: FastifyInstance,
  { exempt, ...counting }: AccountCounting & { exempt?: (request: FastifyRequest, account: string) => Promise<boolean> },
) {
  const { accountIn, limiter } = accountCounter(app, counting);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const account = accountIn(request);
    if (account === undefined || (exempt && (await exempt(request, account)))) return;
    const limit = await limiter(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    void reply.header('retry-after', String(limit.ttlInSeconds));
    throw accountLimited(limit.ttlInSeconds);
  };
}

/**
 * A limit on failures rather than calls: `guard` (a preHandler) refuses once `max` failures of the
 * account were counted in the window, reading the count without adding to it, so neither a success
 * nor a refused call counts; `failed` counts one. Keyed like perAccountLimit, `perClient` likewise.
 */
export function failureLimit(app: FastifyInstance, counting: AccountCounting) {
  const { accountIn, limiter } = accountCounter(app, counting);
  return {
    guard: async (request: FastifyRequest, reply: FastifyReply) => {
      if (accountIn(request) === undefined) return;
      const limit = await limiter(request, { increment: false });
      if (limit.isAllowed || limit.remaining > 0) return;
      void reply.header('retry-after', String(limit.ttlInSeconds));
      throw accountLimited(limit.ttlInSeconds);
    },
    failed: async (request: FastifyRequest) => {
      if (accountIn(request) !== undefined) await limiter(request);
    },
  };
}

/**
 * A count kept where the limits are (memory, or Redis when REDIS_URL is set, so every instance adds
 * to the same one): each call counts `key` once and answers how many times it was counted in the
 * current window, up to `max + 1` (the store keeps no more than that).
 */
export function storeCounter(app: FastifyInstance, { name, max, windowMs }: { name: string; max: number; windowMs: number }) {
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `${name}:${keys.get(request) ?? ''}` });
  return async (request: FastifyRequest, key: string): Promise<number> => {
    keys.set(request, key);
    const counted = await limiter(request);
    if (counted.isAllowed) return 0;
    return counted.isExceeded ? counted.max + 1 : counted.max - counted.remaining;
  };
}

/** Misses (no route for the path) per minute and client: a scanner walking paths is slowed like a guesser. */
export const NOT_FOUND_LIMIT_PER_MINUTE = 120;

/** Counts a miss of the caller's address; past the limit, the call is answered 429 instead of 404. */
export function notFoundLimit(app: FastifyInstance) {
  const limiter = app.createRateLimit({ max: NOT_FOUND_LIMIT_PER_MINUTE, timeWindow: 60_000 });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const check = await limiter(request);
    if (check.isAllowed || !check.isExceeded) return;
    void reply.header('retry-after', String(check.ttlInSeconds));
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'Too many requests, please try again later');
  };
}
