import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PlacedOrder } from '@wine/contract/checkout';
import { Text } from '@wine/contract/texts';
import type { useOrderHistory } from '../api/getOrderHistory';
import { OrderCard } from './OrderCard';

/**
 * The shopper's orders as cards, with the loading, failure and empty states that Order History and
 * Orders needing your action share. `empty` says why there is no order (and where to go, `action`);
 * `actions` adds an order's own actions under its card.
 */
export function OrderHistoryList({
  history,
  orders,
  skeletons,
  empty,
  actions,
}: {
  history: ReturnType<typeof useOrderHistory>;
  orders: PlacedOrder[];
  skeletons: number;
  empty: { title: string; text: string; action?: ReactNode };
  actions?: (order: PlacedOrder) => ReactNode;
}) {
  if (history.isPending) {
    return (
      <Box aria-busy="true" aria-label={Text.loading} sx={{ display: 'grid', gap: 2 }}>
        {Array.from({ length: skeletons }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={132} />
        ))}
      </Box>
    );
  }
  if (history.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void history.refetch()}>
            Retry
          </Button>
        }
      >
        Your orders could not be loaded.
      </Alert>
    );
  }
  if (orders.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>{empty.title}</Typography>
        <Typography color="text.secondary" sx={empty.action ? { mb: 2 } : undefined}>
          {empty.text}
        </Typography>
        {empty.action}
      </Paper>
    );
  }
  return (
    <Box component="section" aria-label="Orders" sx={{ display: 'grid', gap: 2 }}>
      {orders.map((order) => (
        <OrderCard key={order._id} order={order}>
          {actions?.(order)}
        </OrderCard>
      ))}
    </Box>
  );
}
