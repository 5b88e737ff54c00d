import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { plural } from '../../lib/format';
import { errorMessageOf } from '../../lib/http';

interface Props<T extends { total: number }> {
  list: UseQueryResult<T>;
  /** One card's noun ("order"): the count above the cards, and what a failure could not load. */
  noun: string;
  /** The loading placeholder's cards and their height, shaped like the real ones. */
  loading: { rows: number; height: number };
  empty: ReactNode;
  pageSize: number;
  /** Zero-based. */
  page: number;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}

/**
 * A page of cards from the server (the retailer's orders, stock and returns): a placeholder while
 * it loads, the failure, the empty message, or the count, the cards and the pages.
 */
export function PagedCardList<T extends { total: number }>({ list, noun, loading, empty, pageSize, page, onPage, children }: Props<T>) {
  if (list.isPending) {
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label={`Loading ${noun}s`}>
        {Array.from({ length: loading.rows }, (_, key) => (
          <Skeleton key={key} variant="rounded" height={loading.height} />
        ))}
      </Stack>
    );
  }
  if (list.isError) return <Alert severity="error">{errorMessageOf(list.error, `Could not load the ${noun}s. Please try again.`)}</Alert>;
  if (list.data.total === 0) return <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>{empty}</Typography>;
  const pages = Math.ceil(list.data.total / pageSize);
  return (
    <Stack spacing={1.5} aria-busy={list.isPlaceholderData}>
      <Typography variant="body2" color="text.secondary">
        {plural(list.data.total, noun)}
      </Typography>
      {children(list.data)}
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
          <Pagination count={pages} page={page + 1} onChange={(_event, value) => onPage(value - 1)} color="primary" />
        </Box>
      ) : null}
    </Stack>
  );
}
