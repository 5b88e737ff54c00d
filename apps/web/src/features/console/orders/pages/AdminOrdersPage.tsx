import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { adminOrdersQuery } from '@wine/contract/admin/orders';
import { orderStatusLabel, PLACED_ORDER_STATUSES } from '@wine/contract/order-status';
import { paths } from '@wine/contract/routes';
import { useAdminOrders } from '../api/listOrders';
import { useRetailers } from '../../retailers/api/listRetailers';
import { ConsoleListPage } from '../../shared/components/ConsoleListPage';
import { FilterField } from '../../shared/components/ListFilters';
import { useListAddress } from '../../shared/components/listQuery';
import { OrderStatusChip } from '../../../../components/ui/OrderStatusChip';
import { formatPrice } from '@wine/contract/money';
import { formatDateTime } from '../../../../lib/recordDates';
import { ConsoleTable, PersonCell, shownFrom } from '../../shared/components/ConsoleTable';

const TITLE = 'Orders';
const FILTER_KEYS = ['status', 'businessId', 'from', 'to', 'q'] as const;

/** Placed orders, newest first, searchable by number or shopper and filtered by status, retailer and date; downloadable as CSV with those filters. */
export default function AdminOrdersPage() {
  const address = useListAddress(FILTER_KEYS, adminOrdersQuery);
  const list = useAdminOrders(address.query);
  const retailers = useRetailers(0, 100);

  return (
    <ConsoleListPage
      title={TITLE}
      intro="Dates follow the store's calendar. Carts are not orders until placed."
      address={address}
      list={list}
      what="the orders"
      rowsOf={(data) => data.orders}
      empty="No orders placed yet."
      emptyFiltered="No orders match these filters."
      csv={{ path: '/admin/orders/export.csv', fileName: 'orders.csv' }}
      filters={{
        label: 'Filter orders',
        searchLabel: 'Order number or shopper email',
        searchPlaceholder: 'SL-100001 or name@example.com',
        columns: '2fr 1.2fr 1.4fr 1fr 1fr auto',
        children: (
          <>
            <FilterField list={address} name="status" label="Status">
              <MenuItem value="">All statuses</MenuItem>
              {PLACED_ORDER_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {orderStatusLabel(status)}
                </MenuItem>
              ))}
            </FilterField>
            <FilterField list={address} name="businessId" label="Retailer">
              <MenuItem value="">All retailers</MenuItem>
              {(retailers.data?.retailers ?? []).map((retailer) => (
                <MenuItem key={retailer._id} value={retailer._id}>
                  {retailer.name}
                </MenuItem>
              ))}
            </FilterField>
            <FilterField list={address} name="from" label="Placed from" type="date" />
            <FilterField list={address} name="to" label="Placed to" type="date" />
          </>
        ),
      }}
      framed
      header={(data) => (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }} aria-live="polite">
          {data.total} {data.total === 1 ? 'order' : 'orders'}
        </Typography>
      )}
    >
      {(data) => (
        <ConsoleTable
          label="Orders"
          columns={[
            'Order', { label: 'Placed', from: 'sm' }, 'Shopper', { label: 'Retailer', from: 'md' }, { label: 'Total', align: 'right' }, 'Status',
          ]}
        >
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
              <TableCell sx={shownFrom('sm')}>{order.placedAt ? formatDateTime(order.placedAt) : '-'}</TableCell>
              <PersonCell person={order.shopper} maxWidth={220} />
              <TableCell sx={shownFrom('md')}>{order.business?.name ?? '-'}</TableCell>
              <TableCell align="right">{formatPrice(order.total)}</TableCell>
              <TableCell>
                <OrderStatusChip status={order.status} />
              </TableCell>
            </TableRow>
          ))}
        </ConsoleTable>
      )}
    </ConsoleListPage>
  );
}
