import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Each rendered test starts from an empty document and the real fetch: a page left mounted or a stubbed API
// would answer the next test's queries.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
// Nothing the tests look for is hidden from assistive technology on purpose; skipping jsdom's style walk for
// every query keeps the files fast.
configure({ defaultHidden: true });
