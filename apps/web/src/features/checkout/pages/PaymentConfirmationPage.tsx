import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { useCart } from '../../../lib/cart';
import { cardName } from '@wine/contract/cards';
import { errorMessageOf } from '../../../lib/http';
import { useOwnUser } from '../../../lib/ownUser';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useQuotation } from '../api/getQuotation';
import { useSavedCards } from '../../../lib/cards';
import { usePlaceOrder } from '../api/placeOrder';
import { checkoutContextOf, recallPaymentContext, usePendingConfirmation, type CheckoutRouteState } from '../../../lib/checkoutContext';
import { AddressLines } from '../components/AddressLines';
import { OrderSection } from '../../../components/ui/OrderDetailParts';

/**
 * /payment/confimation (spec 001 §2.15, §4): after a successful card payment the shopper reviews
 * the items and addresses and confirms; the order is placed exactly as the checkout's step 4 does.
 */
export default function PaymentConfirmationPage() {
  useDocumentTitle('Payment Confirmation');
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const session = useSession();
  const user = useOwnUser(session?.user.id ?? '').data ?? session?.user;
  const cart = useCart();
  const routed = checkoutContextOf(location.state);
  // Opened without the route state (another device, a new tab): the payment the server keeps with the cart.
  const kept = usePendingConfirmation(!routed && cart.data ? cart.data._id : '');
  const context = routed ?? kept.data?.context ?? (cart.data ? recallPaymentContext(cart.data._id) : null);
  const txnId = (location.state as CheckoutRouteState | null)?.txnId ?? search.get('tx_id') ?? kept.data?.txnId ?? null;
  const place = usePlaceOrder();
  const cards = useSavedCards(context?.cardId ? (session?.user.id ?? '') : '');
  const current = cart.data && context && cart.data._id === context.orderId ? cart.data : null;
  const quote = useQuotation(
    current && context && current.items.length > 0
      ? {
          orderId: current._id,
          deliveryType: context.deliveryType,
          ...(context.deliveryType === 'delivery' && context.deliveryAddressId ? { deliveryAddressId: context.deliveryAddressId } : {}),
          ...(context.voucherCode ? { voucherCode: context.voucherCode } : {}),
        }
      : null,
    current?.items.map((line) => `${line.catalogueId}:${line.quantity}`).join(',') ?? '',
  );

  if (!user) return null;
  if (cart.isPending || (kept.isPending && kept.fetchStatus !== 'idle')) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography role="status">{Text.loading}</Typography>
      </Container>
    );
  }
  if (!context || !current || current.items.length === 0 || !context.cardId || !current.businessId) {
    return (
      <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
          Payment Confirmation
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          There is no order waiting for confirmation. Your cart holds your wines until you check out.
        </Typography>
        <Button component={RouterLink} to={paths.myCart} variant="contained">
          {Text.myCart}
        </Button>
      </Container>
    );
  }

  const delivery = user.savedAddress.find((entry) => entry._id === context.deliveryAddressId) ?? null;
  const billing =
    context.billing?.kind === 'same' ? delivery : user.billingAddress.find((entry) => context.billing?.kind === 'saved' && entry._id === context.billing.addressId) ?? null;
  const { businessId, eventId } = current;
  const cardId = context.cardId;
  const card = cards.data?.find((saved) => saved.id === cardId);

  const confirm = () =>
    place.mutate(
      { context, businessId, eventId, cardId },
      { onSuccess: (order) => void navigate(paths.order(order._id), { state: { order } }) },
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 1 }}>
        Payment Confirmation
      </Typography>
      {txnId ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Transaction {txnId}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <OrderSection title="Items">
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {(quote.data?.items ?? []).map((item) => (
              <Box component="li" key={item._id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
                <Typography>
                  {item.quantity} x {item.title}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{item.lineTotalLabel}</Typography>
              </Box>
            ))}
          </Box>
          {quote.data ? (
            <Box sx={{ display: 'flex', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1, mt: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>Total</Typography>
              <Typography sx={{ fontWeight: 700 }}>{quote.data.actualAmountLabel}</Typography>
            </Box>
          ) : null}
          {quote.isError ? <Alert severity="error">{errorMessageOf(quote.error, Text.pricingFailed)}</Alert> : null}
        </OrderSection>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <OrderSection title="Delivery Address">
            {delivery && context.deliveryType === 'delivery' ? <AddressLines entry={delivery} /> : <Typography>Pick up in store</Typography>}
          </OrderSection>
          <OrderSection title={Text.billingAddress}>
            {billing ? <AddressLines entry={billing} /> : <Typography color="text.secondary">{Text.notAvailable}</Typography>}
          </OrderSection>
        </Box>
        <OrderSection title="Payment">
          <Typography>{card ? `Card (${cardName(card)})` : 'Card'}</Typography>
          <Typography variant="body2" color="text.secondary">
            {Text.chargeLater}
          </Typography>
        </OrderSection>
        {place.isError ? <Alert severity="error">{errorMessageOf(place.error, Text.pricingFailed)}</Alert> : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'center', gap: 2 }}>
          <Button
            variant="outlined"
            size="large"
            disabled={place.isPending}
            onClick={() => void navigate(paths.myCart, { state: { checkout: { ...context, step: 4 } } satisfies CheckoutRouteState })}
          >
            {Text.backToCart}
          </Button>
          <Button variant="contained" size="large" onClick={confirm} disabled={place.isPending || quote.isError} sx={{ px: 6 }}>
            {place.isPending ? Text.processingOrder : Text.confirmOrder}
          </Button>
        </Box>
      </Box>
    </Container>
  );
}
