import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import type { PlacedOrder } from '@wine/contract/checkout';
import { formatMoney, formatPrice, parsePrice } from '@wine/contract/money';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { WineImage } from '../../../components/ui/WineImage';
import { errorMessageOf } from '../../../lib/http';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useCancelOrder } from '../api/cancelOrder';
import { useOrder } from '../api/getOrder';
import { AddressBlock } from '../components/AddressBlock';
import { RedeliveryPanel } from '../components/RedeliveryPanel';
import { ReturnsSection } from '../components/ReturnsSection';
import { canMove } from '@wine/contract/order-status';
import { shopperStatus, StatusBadge } from '../components/StatusBadge';
import { formatOrderDetailDate } from '../../../lib/recordDates';
import { cardName } from '@wine/contract/cards';
import { AmountRow, OrderSection } from '../../../components/ui/OrderDetailParts';
import { ActionError } from '../../../components/ui/ActionError';

/** The order result the checkout passes in route state after placing (spec 001 §2.15). */
function routeOrder(state: unknown): PlacedOrder | null {
  if (!state || typeof state !== 'object') return null;
  const order = (state as { order?: unknown }).order;
  if (!order || typeof order !== 'object') return null;
  const candidate = order as Partial<PlacedOrder>;
  return typeof candidate._id === 'string' && typeof candidate.displayOrderId === 'string' && Array.isArray(candidate.items)
    ? (order as PlacedOrder)
    : null;
}

/** Order Received (spec 001 §2.15): status, id, date, items, addresses and payment details. */
export default function OrderDetailPage() {
  useDocumentTitle(Text.orderReceived);
  const { id = '' } = useParams();
  const location = useLocation();
  const order = useOrder(id, routeOrder(location.state));
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);

  if (order.isPending) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography role="status">{Text.loading}</Typography>
      </Container>
    );
  }
  if (order.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessageOf(order.error, 'This order could not be loaded.')}
        </Alert>
        <Button component={RouterLink} to={paths.orderHistory} variant="outlined">
          {Text.orderHistory}
        </Button>
      </Container>
    );
  }

  const placed = order.data;
  const card = placed.payment.card;
  const pickup = placed.deliveryType === 'pickup';
  const discounts = parsePrice(placed.offerDiscount) + parsePrice(placed.couponDiscount);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <CheckCircleIcon aria-hidden color="success" sx={{ fontSize: 48 }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 1 }}>
          {Text.orderReceived}
        </Typography>
        <StatusBadge label={shopperStatus(placed.status)} />
      </Box>

      <Box sx={{ display: 'grid', gap: 2 }}>
        <RedeliveryPanel orderId={placed._id} status={placed.status} />
        <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              Order ID
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{placed.displayOrderId}</Typography>
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary">
              Order Date
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatOrderDetailDate(placed.startTime ?? placed.createdAt)}</Typography>
          </Box>
        </Paper>

        <OrderSection title="Items">
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {placed.items.map((item) => {
              const product = item.product.customData.product;
              return (
                <Box
                  component="li"
                  key={item._id}
                  aria-label={item.title}
                  sx={{ display: 'flex', gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
                >
                  <WineImage src={item.iconUrl} alt={item.title} height={80} />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {product.producer ?? Text.noProducer}
                    </Typography>
                    {product.volume_in_ml ? (
                      <Typography variant="body2" color="text.secondary">
                        {product.volume_in_ml} ml
                      </Typography>
                    ) : null}
                    <Typography variant="body2">Quantity: {item.quantity}</Typography>
                  </Box>
                  <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPrice(item.lineTotal)}</Typography>
                </Box>
              );
            })}
          </Box>
        </OrderSection>

        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <OrderSection title="Delivery Address">
            {placed.address.dropAddress ? (
              <AddressBlock address={placed.address.dropAddress} />
            ) : (
              <Typography color="text.secondary">{pickup ? 'Pick up in store' : Text.notAvailable}</Typography>
            )}
          </OrderSection>
          <OrderSection title={Text.billingAddress}>
            {placed.address.billingAddress ? (
              <AddressBlock address={placed.address.billingAddress} />
            ) : (
              <Typography color="text.secondary">{Text.notAvailable}</Typography>
            )}
          </OrderSection>
        </Box>

        <OrderSection title="Payment Details">
          <AmountRow label="Order Total" value={formatPrice(placed.subtotal)} />
          {discounts > 0 ? <AmountRow label="Discounts" value={`-${formatMoney(discounts)}`} /> : null}
          <AmountRow label="Taxes" value={formatPrice(placed.taxes)} />
          <AmountRow label="Delivery fee" value={formatPrice(placed.shipping)} />
          <Divider sx={{ my: 1 }} />
          <AmountRow label="Total" value={placed.totalDisplayAmount} strong />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Paid via Card{card ? ` (${cardName(card)})` : ''}
          </Typography>
        </OrderSection>

        {placed.status === 'COMPLETED' ? <ReturnsSection orderId={placed._id} /> : null}

        {shopperStatus(placed.status) === 'Cancelled' && placed.status !== 'UNDELIVERED' ? (
          <Alert severity="info">This order was cancelled. Your card was not charged for it, or the charge was refunded.</Alert>
        ) : null}
        <ActionError action={cancel} fallback="Something went wrong" />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
          <Button component={RouterLink} to={paths.orderHistory} variant="outlined">
            {Text.orderHistory}
          </Button>
          <Button component={RouterLink} to={paths.shopWines} variant="contained">
            {Text.continueShopping}
          </Button>
          {canMove(placed.status, 'CANCEL') ? (
            <Button color="error" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
              Cancel order
            </Button>
          ) : null}
        </Box>
      </Box>

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="cancel-order-title">
        <DialogTitle id="cancel-order-title">Cancel this order?</DialogTitle>
        <DialogContent>
          <DialogContentText>Your card has not been charged yet; nothing will be taken for this order.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Keep order</Button>
          <Button
            color="error"
            variant="contained"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(placed._id, { onSettled: () => setConfirming(false) })}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel order'}
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
