import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessageOf } from '../../../../lib/http';

/** What a console list shows while it loads. */
export function ListLoading({ rows = 5, height = 56 }: { rows?: number; height?: number }) {
  return (
    <Stack spacing={1} aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** A list that could not load, with a way to try again. */
export function ListError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {errorMessageOf(error, `Could not load ${what}.`)}
    </Alert>
  );
}

/** An empty list's message. */
export function ListEmpty({ children }: { children: string }) {
  return <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>{children}</Typography>;
}

interface ListBodyProps<T> {
  query: UseQueryResult<T>;
  /** "the coupons": named in the failure's message. */
  what: string;
  /** The loading skeleton's rows and their height, shaped like the list's rows. */
  loading?: { rows?: number; height?: number };
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}

/** The console's list scaffold: loading, failure with a retry, empty, or the list drawn from its data. */
export function ListBody<T>({ query, what, loading, isEmpty, empty, children }: ListBodyProps<T>) {
  if (query.isPending) return <ListLoading {...loading} />;
  if (query.isError) return <ListError error={query.error} what={what} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) return <ListEmpty>{empty}</ListEmpty>;
  return children(query.data);
}
