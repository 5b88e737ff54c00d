import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ConsoleOrder } from '@wine/contract/fulfilment';
import { formatMoney, formatPrice, parsePrice } from '@wine/contract/money';
import { paths } from '@wine/contract/routes';
import { errorMessageOf } from '../../../lib/http';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useAddOrderNote } from '../api/addOrderNote';
import { useRetailerOrder } from '../api/getRetailerOrder';
import { HandOverPanel } from '../components/HandOverPanel';
import { OrderHistory } from '../components/OrderHistory';
import { OrderNotes } from '../../../components/ui/OrderNotes';
import { OrderStatusChip } from '../../../components/ui/OrderStatusChip';
import { formatDateTime } from '../../../lib/recordDates';
import { AmountRow, OrderSection } from '../../../components/ui/OrderDetailParts';

function Items({ order }: { order: ConsoleOrder }) {
  const discounts = parsePrice(order.offerDiscount) + parsePrice(order.couponDiscount);
  return (
    <>
      <Box component="ul" aria-label="Items" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.items.map((item) => (
          <Box
            component="li"
            key={item.catalogueId}
            aria-label={item.title}
            sx={{ display: 'flex', gap: 2, py: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
          >
            <Typography sx={{ fontWeight: 700, minWidth: 36 }}>{item.quantity} ×</Typography>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[item.code, `${formatPrice(item.unitPrice)} each`, item.discountPercent ? `${item.discountPercent}% off` : null].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPrice(item.lineTotal)}</Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <AmountRow label="Subtotal" value={formatPrice(order.subtotal)} />
      {discounts > 0 ? <AmountRow label={order.couponCode ? `Discounts (coupon ${order.couponCode})` : 'Discounts'} value={`-${formatMoney(discounts)}`} /> : null}
      <AmountRow label="Taxes" value={formatPrice(order.taxes)} />
      <AmountRow label="Delivery fee" value={formatPrice(order.shipping)} />
      <Divider sx={{ my: 1 }} />
      <AmountRow label="Total" value={formatPrice(order.total)} strong />
    </>
  );
}

function Delivery({ order }: { order: ConsoleOrder }) {
  const address = order.address.dropAddress;
  return (
    <>
      <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{order.deliveryType === 'delivery' ? 'Deliver to' : 'Pickup at your shop'}</Typography>
      {order.deliveryType === 'delivery' && address ? (
        <Box sx={{ mb: 1 }}>
          <Typography>{address.customData.name || `${address.customData.firstName} ${address.customData.lastName}`}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[address.addressLine1, address.addressLine2].filter(Boolean).join(', ')}
          </Typography>
          <Typography variant="body2" color="text.secondary">{`${address.city}, ${address.state} ${address.zip}`}</Typography>
        </Box>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Shopper
      </Typography>
      <Typography>{order.shopper.name}</Typography>
      {order.contactNumber ? (
        <Link href={`tel:${order.contactNumber}`} underline="hover">
          {order.contactNumber}
        </Link>
      ) : (
        <Typography color="text.secondary">No contact number</Typography>
      )}
    </>
  );
}

function Loading() {
  return (
    <Box aria-busy="true" aria-label="Loading order" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="text" width={260} height={48} />
      <Skeleton variant="rounded" height={180} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}

/** One of the retailer's orders (issue 9): what to prepare, where it goes, the hand-over, history and notes. */
export default function RetailerOrderPage() {
  const { id = '' } = useParams();
  const order = useRetailerOrder(id);
  const addNote = useAddOrderNote();
  useDocumentTitle(order.data ? `Order ${order.data.displayOrderId}` : 'Shop order');

  const back = (
    <Button component={RouterLink} to={paths.retailerOrders} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      All orders
    </Button>
  );

  if (order.isPending) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {back}
        <Loading />
      </Container>
    );
  }
  if (order.isError) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {back}
        <Alert severity="error">{errorMessageOf(order.error, 'This order could not be loaded.')}</Alert>
      </Container>
    );
  }

  const placed = order.data;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {back}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 0.5 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' } }}>
          Order {placed.displayOrderId}
        </Typography>
        <OrderStatusChip status={placed.status} />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {placed.placedAt ? `Placed ${formatDateTime(placed.placedAt)} by ${placed.shopper.name}` : `Ordered by ${placed.shopper.name}`}
      </Typography>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, order: { xs: 1, md: 0 } }}>
          <OrderSection title="Items">
            <Items order={placed} />
          </OrderSection>
          <OrderSection title="History">
            <OrderHistory history={placed.history} />
          </OrderSection>
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <OrderSection title="Hand-over">
            <HandOverPanel order={placed} />
          </OrderSection>
          <OrderSection title="Delivery and contact">
            <Delivery order={placed} />
          </OrderSection>
          <OrderSection title="Notes">
            <OrderNotes
              orderId={placed._id}
              notes={placed.notes}
              add={addNote}
              seenBy="Seen by your team and Sommlike, never by the shopper."
              placeholder="e.g. Shopper asked us to ring twice"
            />
          </OrderSection>
        </Box>
      </Box>
    </Container>
  );
}
