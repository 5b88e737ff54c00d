import { QueryClient } from '@tanstack/react-query';
import { ApiError, LoginRequiredError } from '../lib/http';

/** Client errors (4xx, or no login) will not heal by retrying; network and 5xx errors might. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (error instanceof LoginRequiredError) return false;
  if (error instanceof ApiError && error.httpStatus < 500) return false;
  return failureCount < 2;
};

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
