import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminOrdersQuery } from '@wine/contract/admin/orders';
import { ADMIN_PAGE_SIZE } from '@wine/contract/admin/shared';
import { orderStatusLabel, PLACED_ORDER_STATUSES } from '@wine/contract/order-status';
import { paths } from '@wine/contract/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useAdminOrders } from '../api/listOrders';
import { useRetailers } from '../api/listRetailers';
import { AdminPageTitle } from '../components/AdminPageTitle';
import { listQueryOf } from '../components/listQuery';
import { ListBody } from '../components/ListStates';
import { DownloadCsvButton } from '../../../components/ui/DownloadCsvButton';
import { OrderStatusChip } from '../../../components/ui/OrderStatusChip';
import { Pager } from '../components/Pager';
import { formatPrice } from '@wine/contract/money';
import { formatDateTime } from '../../../lib/recordDates';

const TITLE = 'Orders';
const FILTER_KEYS = ['status', 'businessId', 'from', 'to', 'q'] as const;

function Filters({ params, setParams }: { params: URLSearchParams; setParams: (next: URLSearchParams) => void }) {
  const retailers = useRetailers(0, 100);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const update = (key: (typeof FILTER_KEYS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('skip');
    setParams(next);
  };
  const hasFilters = FILTER_KEYS.some((key) => params.get(key));

  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter orders"
      onSubmit={(event) => {
        event.preventDefault();
        update('q', search.trim());
      }}
      sx={{ display: 'grid', gap: 1.5, mb: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1.2fr 1.4fr 1fr 1fr auto' }, alignItems: 'start' }}
    >
      <TextField
        size="small"
        label="Order number or shopper email"
        placeholder="SL-100001 or name@example.com"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onBlur={() => update('q', search.trim())}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <TextField size="small" select label="Status" value={params.get('status') ?? ''} onChange={(event) => update('status', event.target.value)}>
        <MenuItem value="">All statuses</MenuItem>
        {PLACED_ORDER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {orderStatusLabel(status)}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" select label="Retailer" value={params.get('businessId') ?? ''} onChange={(event) => update('businessId', event.target.value)}>
        <MenuItem value="">All retailers</MenuItem>
        {(retailers.data?.retailers ?? []).map((retailer) => (
          <MenuItem key={retailer._id} value={retailer._id}>
            {retailer.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" type="date" label="Placed from" value={params.get('from') ?? ''} onChange={(event) => update('from', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField size="small" type="date" label="Placed to" value={params.get('to') ?? ''} onChange={(event) => update('to', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <Button
        disabled={!hasFilters}
        onClick={() => {
          setSearch('');
          setParams(new URLSearchParams());
        }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, height: 40 }}
      >
        Clear filters
      </Button>
    </Box>
  );
}

/** Placed orders, newest first, searchable by number or shopper and filtered by status, retailer and date; downloadable as CSV with those filters. */
export default function AdminOrdersPage() {
  useDocumentTitle(`${TITLE} | Sommlike admin`);
  const [params, setParams] = useSearchParams();
  const { query, filters, invalid } = listQueryOf(params, FILTER_KEYS, adminOrdersQuery);
  const list = useAdminOrders(query);
  const skip = query.skip ?? 0;
  const limit = query.limit ?? ADMIN_PAGE_SIZE;

  const setPage = (page: { skip: number; limit: number }) => {
    const next = new URLSearchParams(params);
    next.set('skip', String(page.skip));
    next.set('limit', String(page.limit));
    setParams(next);
  };

  return (
    <>
      <AdminPageTitle
        title={TITLE}
        intro="Dates follow the store's calendar. Carts are not orders until placed."
        action={
          <DownloadCsvButton
            path="/admin/orders/export.csv"
            query={filters}
            fileName="orders.csv"
            disabled={invalid !== null}
          />
        }
      />
      <Filters key={params.get('q') ?? ''} params={params} setParams={setParams} />
      {invalid ? (
        <Typography color="error" role="alert" sx={{ mb: 2 }}>
          {invalid}
        </Typography>
      ) : null}
      <ListBody
        query={list}
        what="the orders"
        isEmpty={(data) => data.orders.length === 0}
        empty={FILTER_KEYS.some((key) => params.get(key)) ? 'No orders match these filters.' : 'No orders placed yet.'}
      >
        {(data) => (
          <Paper variant="outlined">
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }} aria-live="polite">
              {data.total} {data.total === 1 ? 'order' : 'orders'}
            </Typography>
            <TableContainer>
              <Table size="small" aria-label="Orders">
                <TableHead>
                  <TableRow>
                    <TableCell>Order</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Placed</TableCell>
                    <TableCell>Shopper</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Retailer</TableCell>
                    <TableCell align="right">Total</TableCell>
                    <TableCell>Status</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.orders.map((order) => (
                    <TableRow key={order._id} hover>
                      <TableCell>
                        <Link component={RouterLink} to={paths.adminOrder(order._id)} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                          {order.displayOrderId}
                        </Link>
                        <Typography variant="body2" color="text.secondary">
                          {order.deliveryType === 'delivery' ? 'Delivery' : 'Pickup'}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{order.placedAt ? formatDateTime(order.placedAt) : '-'}</TableCell>
                      <TableCell sx={{ maxWidth: 220 }}>
                        <Typography variant="body2">{order.shopper.name}</Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {order.shopper.email}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{order.business?.name ?? '-'}</TableCell>
                      <TableCell align="right">{formatPrice(order.total)}</TableCell>
                      <TableCell>
                        <OrderStatusChip status={order.status} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Stack>
              <Pager total={data.total} skip={skip} limit={limit} onChange={setPage} />
            </Stack>
          </Paper>
        )}
      </ListBody>
    </>
  );
}
