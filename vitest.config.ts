import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'], testTimeout: 30_000 } },
      { test: { name: 'web', include: ['apps/web/test/**/*.test.ts'], testTimeout: 30_000 } },
      // Components, rendered with React Testing Library in a DOM of jsdom's.
      { test: { name: 'web components', include: ['apps/web/test/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['apps/web/test/setup.ts'], testTimeout: 60_000 } },
      // Loading ESLint's configuration (typescript-eslint, the React Compiler) takes seconds when the machine is busy.
      { test: { name: 'lint rules', include: ['eslint-rules/**/*.test.js'], testTimeout: 60_000 } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Generous: a limit costs time only when a test fails, and CI may share the machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
