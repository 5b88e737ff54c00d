import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

/** A UTF-16 surrogate without its other half: JSON can carry it ("\ud800"), PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first text of a parsed body PostgreSQL would refuse, walked without recursion (bodies may nest deeply). */
function unstorableText(body: unknown): 'nul' | 'surrogate' | undefined {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'nul';
      if (LONE_SURROGATE.test(value)) return 'surrogate';
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
  return undefined;
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), and refused with a 400 when
 * they hold text no column can store: a NUL character or half of a surrogate pair. Checked before
 * any handler runs, so such a body can never leave a change half-written.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    parse(request, body, (error, value) => {
      if (error) return done(error);
      const problem = unstorableText(value);
      if (problem === 'nul') return done(badRequest('Text cannot contain NUL characters'));
      if (problem === 'surrogate') return done(badRequest('Text must be valid Unicode'));
      return done(null, value);
    });
  });
});
