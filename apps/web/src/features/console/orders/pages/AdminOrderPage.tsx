import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ConsoleOrder } from '@wine/contract/fulfilment';
import { paths } from '@wine/contract/routes';
import { useDocumentTitle } from '../../../../lib/useDocumentTitle';
import { useAddOrderNote } from '../api/addOrderNote';
import { useAdminOrder } from '../api/getOrder';
import { ListError } from '../../shared/components/ListStates';
import { OrderActions } from '../components/OrderActions';
import { OrderNotes } from '../../../../components/ui/OrderNotes';
import { OrderStatusChip } from '../../../../components/ui/OrderStatusChip';
import { formatPrice, parsePrice } from '@wine/contract/money';
import { formatDateTime } from '../../../../lib/recordDates';
import { isCartStatus, orderStatusLabel } from '@wine/contract/order-status';
import { wireOrderMoneyStory } from '@wine/contract/order-money';
import { cardName } from '@wine/contract/cards';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

type Address = ConsoleOrder['address']['dropAddress'];

function AddressLines({ address }: { address: Address }) {
  if (!address) return <Typography color="text.secondary">-</Typography>;
  return (
    <Typography component="address" sx={{ fontStyle: 'normal' }}>
      {address.customData.name}
      <br />
      {address.addressLine1}
      {address.addressLine2 ? `, ${address.addressLine2}` : ''}
      <br />
      {address.city}, {address.state} {address.zip}
    </Typography>
  );
}

function AmountRow({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd">{value}</Typography>
    </Box>
  );
}

/** The order's totals, then its money story: the shopper's order page, history and mails tell the same (issue 45). */
function Totals({ order }: { order: ConsoleOrder }) {
  const money = wireOrderMoneyStory({ status: order.status, total: order.total, money: order.money, card: order.card });
  // A discount row only where there was one, as on the shopper's summary (issue 45): no "-$0.00".
  const discount = (label: string, price: string): [string, string][] => (parsePrice(price) > 0 ? [[label, `-${formatPrice(price)}`]] : []);
  const rows: [string, string][] = [
    ['Subtotal', formatPrice(order.subtotal)],
    ...discount('Offers', order.offerDiscount),
    ...discount(`Coupon${order.couponCode ? ` ${order.couponCode}` : ''}`, order.couponDiscount),
    ['Taxes', formatPrice(order.taxes)],
    [order.deliveryType === 'delivery' ? 'Delivery' : 'Pickup', formatPrice(order.shipping)],
  ];
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, m: 0, mt: 2, '& dd': { m: 0, textAlign: 'right' } }}>
        {rows.map(([label, value]) => (
          <AmountRow key={label} label={label} value={value} />
        ))}
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          Total
        </Typography>
        <Typography component="dd" sx={{ fontWeight: 700 }}>
          {formatPrice(order.total)}
        </Typography>
        {money.lines.map((line) => (
          <AmountRow key={line.label} label={line.label} value={line.amount} />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {money.note}
      </Typography>
    </>
  );
}

function OrderView({ order }: { order: ConsoleOrder }) {
  const addNote = useAddOrderNote();
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' } }}>
          Order {order.displayOrderId}
        </Typography>
        <OrderStatusChip status={order.status} />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {order.placedAt ? `Placed ${formatDateTime(order.placedAt)}` : ''}
        {order.business ? ` at ${order.business.name}` : ''} · {order.deliveryType === 'delivery' ? 'Delivery' : 'Pickup'}
      </Typography>

      {/* On a phone the actions come first; on a desk they head the side column. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gridTemplateRows: { md: 'auto 1fr' },
          gridTemplateAreas: { xs: '"actions" "main" "side"', md: '"main actions" "main side"' },
        }}
      >
        <Box sx={{ gridArea: 'actions', minWidth: 0 }}>
          <Section title="Actions">
            <OrderActions order={order} />
          </Section>
        </Box>
        <Stack spacing={2} sx={{ gridArea: 'main', minWidth: 0 }}>
          <Section title="Wines">
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Wines">
                <TableHead>
                  <TableRow>
                    <TableCell>Wine</TableCell>
                    <TableCell align="right">Qty</TableCell>
                    <TableCell align="right">Price</TableCell>
                    <TableCell align="right">Total</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.items.map((item) => (
                    <TableRow key={item.catalogueId}>
                      <TableCell>
                        {item.title}
                        {item.code ? (
                          <Typography variant="body2" color="text.secondary">
                            {item.code}
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell align="right">{item.quantity}</TableCell>
                      <TableCell align="right">
                        {formatPrice(item.unitPrice)}
                        {item.discountPercent ? (
                          <Typography variant="body2" color="text.secondary">
                            -{item.discountPercent}%
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell align="right">{formatPrice(item.lineTotal)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <Totals order={order} />
          </Section>
          <Section title="Payments">
            {order.payments.length === 0 ? (
              <Typography color="text.secondary">No charge or refund yet.</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {order.payments.map((payment) => (
                  <Box component="li" key={payment._id}>
                    <Typography>
                      {payment.kind === 'charge' ? 'Charge' : 'Refund'} of {formatPrice(payment.amount)}: {payment.status}
                      {payment.card ? ` (${cardName(payment.card)})` : ''}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatDateTime(payment.createdAt)}
                      {payment.failureMessage ? ` · ${payment.failureMessage}` : ''}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </Section>
          <Section title="History">
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {order.history.filter((entry) => !isCartStatus(entry.toStatus)).map((entry) => (
                <Box component="li" key={entry._id} sx={{ pb: 1.5 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {!entry.fromStatus || isCartStatus(entry.fromStatus) ? 'Placed' : `${orderStatusLabel(entry.fromStatus)} → ${orderStatusLabel(entry.toStatus)}`}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDateTime(entry.createdAt)} · {entry.actor ? entry.actor.name : 'Sommlike (automatic)'}
                  </Typography>
                  {entry.note ? <Typography variant="body2">{entry.note}</Typography> : null}
                </Box>
              ))}
            </Box>
            {order.ageCheck ? (
              <Typography variant="body2" sx={{ mt: 1 }}>
                Age (21 or over) checked at hand-over {formatDateTime(order.ageCheck.checkedAt)}
                {order.ageCheck.checkedBy ? ` by ${order.ageCheck.checkedBy.name}` : ''}.
              </Typography>
            ) : null}
          </Section>
        </Stack>
        <Stack spacing={2} sx={{ gridArea: 'side', minWidth: 0 }}>
          <Section title="Shopper">
            <Typography>{order.shopper.name}</Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {order.shopper.email}
            </Typography>
            {order.contactNumber ? <Typography color="text.secondary">{order.contactNumber}</Typography> : null}
          </Section>
          <Section title={order.deliveryType === 'delivery' ? 'Delivery address' : 'Pickup'}>
            {order.deliveryType === 'delivery' ? <AddressLines address={order.address.dropAddress} /> : <Typography>At {order.business?.name ?? 'the retailer'}</Typography>}
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              Billing address
            </Typography>
            <AddressLines address={order.address.billingAddress} />
          </Section>
          <Section title="Notes">
            <OrderNotes orderId={order._id} notes={order.notes} add={addNote} seenBy="Seen by the retailer and the team, never by the shopper." />
          </Section>
        </Stack>
      </Box>
    </>
  );
}

/** One order in the console: what was bought and charged, its history and notes, and what to do next. */
export default function AdminOrderPage() {
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  useDocumentTitle(`${order.data ? `Order ${order.data.displayOrderId}` : 'Order'} | Sommlike admin`);

  return (
    <>
      <Button component={RouterLink} to={paths.adminOrders} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        All orders
      </Button>
      {order.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading">
          <Skeleton variant="text" width={280} height={48} />
          <Skeleton variant="rounded" height={240} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      ) : order.isError ? (
        <ListError error={order.error} what="the order" onRetry={() => void order.refetch()} />
      ) : (
        <OrderView order={order.data} />
      )}
    </>
  );
}
