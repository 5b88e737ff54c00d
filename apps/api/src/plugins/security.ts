import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config';

/** Security headers, CORS for the configured origin, and the rate-limit machinery (per-route limits). */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(helmet, {
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
  await app.register(cors, {
    origin: config.corsOrigin,
    credentials: true,
    allowedHeaders: ['authorization', 'content-type', 'tenantid', 'userid', 'usertype', 'response-version'],
  });
  await app.register(rateLimit, {
    global: false,
    ...(config.redisUrl ? { redis: new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 }) } : {}),
  });
});
