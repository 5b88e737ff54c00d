import { fileURLToPath } from 'node:url';
import { build, createLogger } from 'vite';
import { expect, it } from 'vitest';

/**
 * The production build, as `npm start` runs it on a first start, prints no warning: a newcomer
 * reading one cannot tell an expected note from a problem (issue 15: the boot stages' dynamic
 * imports, docs/decisions/0021).
 */
it('builds the web app without a warning', { timeout: 120_000 }, async () => {
  const warnings: string[] = [];
  const logger = createLogger('warn');
  logger.warn = (message) => warnings.push(message);
  logger.warnOnce = (message) => warnings.push(message);
  await build({
    root: fileURLToPath(new URL('..', import.meta.url)),
    customLogger: logger,
    logLevel: 'warn',
    build: { write: false },
  });
  expect(warnings).toEqual([]);
});
