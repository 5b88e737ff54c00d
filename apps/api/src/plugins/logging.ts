import type { FastifyServerOptions } from 'fastify';
import { currentRequestId } from '../lib/request-context';

/** Query keys whose values are secrets: reset links (t), pseudo-login and Google tokens. */
const SECRET_QUERY_KEYS = /([?&](?:t|token|idToken|access_token|client_secret)=)[^&]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_QUERY_KEYS, '$1[REDACTED]');

/**
 * pino options: request lines carry method, redacted URL and status only. Headers and bodies are
 * never logged, so tokens, passwords and card data cannot reach the log. Every line written while
 * a request is served carries its id (`reqId`), the services' lines on the app's logger too.
 */
export function loggerOptions(level: string, pretty: boolean, stream?: { write: (line: string) => void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    mixin: (_line, _level, logger) => {
      const reqId = currentRequestId();
      // The request's own logger already names it.
      return reqId && !('reqId' in logger.bindings()) ? { reqId } : {};
    },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.idTokenSecret'], censor: '[REDACTED]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // Drizzle's query errors carry the SQL parameters (hashes, emails): log the cause, not them.
      err: (error: Error) => {
        const cause = error.cause as (Error & { code?: string }) | undefined;
        return {
          type: error.name,
          message: error.message.split('\nparams:')[0] ?? '',
          stack: error.stack?.split('\nparams:')[0] ?? '',
          ...(cause ? { cause: { type: cause.name, message: cause.message, code: cause.code } } : {}),
        };
      },
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}
