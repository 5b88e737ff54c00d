import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/test/**/*.test.ts'] } },
      // Components, rendered with React Testing Library in a DOM of jsdom's.
      { test: { name: 'web components', include: ['apps/web/test/**/*.test.tsx'], environment: 'jsdom', testTimeout: 60_000 } },
      { test: { name: 'lint rules', include: ['eslint-rules/**/*.test.js'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
