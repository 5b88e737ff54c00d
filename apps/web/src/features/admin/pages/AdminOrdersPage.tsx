import { Link as RouterLink } from 'react-router';
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
import { adminOrdersQuery, type AdminOrdersQuery } from '@wine/contract/admin/orders';
import { orderStatusLabel, PLACED_ORDER_STATUSES } from '@wine/contract/order-status';
import { paths } from '@wine/contract/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useAdminOrders } from '../api/listOrders';
import { useRetailers } from '../api/listRetailers';
import { AdminPageTitle } from '../components/AdminPageTitle';
import { ListFilters } from '../components/ListFilters';
import { useListAddress, type ListAddress } from '../components/listQuery';
import { ListBody } from '../components/ListStates';
import { DownloadCsvButton } from '../../../components/ui/DownloadCsvButton';
import { OrderStatusChip } from '../../../components/ui/OrderStatusChip';
import { Pager } from '../components/Pager';
import { formatPrice } from '@wine/contract/money';
import { formatDateTime } from '../../../lib/recordDates';

const TITLE = 'Orders';
const FILTER_KEYS = ['status', 'businessId', 'from', 'to', 'q'] as const;

function Filters({ list }: { list: ListAddress<AdminOrdersQuery> }) {
  const retailers = useRetailers(0, 100);
  return (
    <ListFilters
      label="Filter orders"
      searchLabel="Order number or shopper email"
      searchPlaceholder="SL-100001 or name@example.com"
      columns="2fr 1.2fr 1.4fr 1fr 1fr auto"
      list={list}
    >
      <TextField size="small" select label="Status" value={list.params.get('status') ?? ''} onChange={(event) => list.setFilter('status', event.target.value)}>
        <MenuItem value="">All statuses</MenuItem>
        {PLACED_ORDER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {orderStatusLabel(status)}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" select label="Retailer" value={list.params.get('businessId') ?? ''} onChange={(event) => list.setFilter('businessId', event.target.value)}>
        <MenuItem value="">All retailers</MenuItem>
        {(retailers.data?.retailers ?? []).map((retailer) => (
          <MenuItem key={retailer._id} value={retailer._id}>
            {retailer.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" type="date" label="Placed from" value={list.params.get('from') ?? ''} onChange={(event) => list.setFilter('from', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField size="small" type="date" label="Placed to" value={list.params.get('to') ?? ''} onChange={(event) => list.setFilter('to', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
    </ListFilters>
  );
}

/** Placed orders, newest first, searchable by number or shopper and filtered by status, retailer and date; downloadable as CSV with those filters. */
export default function AdminOrdersPage() {
  useDocumentTitle(`${TITLE} | Sommlike admin`);
  const address = useListAddress(FILTER_KEYS, adminOrdersQuery);
  const list = useAdminOrders(address.query);

  return (
    <>
      <AdminPageTitle
        title={TITLE}
        intro="Dates follow the store's calendar. Carts are not orders until placed."
        action={
          <DownloadCsvButton
            path="/admin/orders/export.csv"
            query={address.filters}
            fileName="orders.csv"
            disabled={address.invalid !== null}
          />
        }
      />
      <Filters key={address.params.get('q') ?? ''} list={address} />
      <ListBody
        query={list}
        what="the orders"
        isEmpty={(data) => data.orders.length === 0}
        empty={address.filtered ? 'No orders match these filters.' : 'No orders placed yet.'}
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
              <Pager total={data.total} skip={address.skip} limit={address.limit} onChange={address.setPage} />
            </Stack>
          </Paper>
        )}
      </ListBody>
    </>
  );
}
