import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import type { OwnUser } from '@wine/contract/users';
import { useCart } from '../../../lib/cart';
import { useSavedCards } from '../../../lib/cards';
import type { CheckoutContext, CheckoutRouteState } from '../../../lib/checkoutContext';
import { errorMessageOf } from '../../../lib/http';
import { useOwnUser } from '../../../lib/ownUser';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useCoupons } from '../api/getCoupons';
import { usePlaceOrder } from '../api/placeOrder';
import { BillingStep } from '../components/BillingStep';
import { CartStep } from '../components/CartStep';
import { CheckoutStepper, StepHeading } from '../components/CheckoutStepper';
import { CheckoutSummary } from '../components/CheckoutSummary';
import { DeliveryStep } from '../components/DeliveryStep';
import { EmptyCart } from '../components/EmptyCart';
import { PaymentStep } from '../components/PaymentStep';
import { PricingProblemAlert } from '../components/PricingProblemAlert';
import { PromoCode } from '../components/PromoCode';
import { useCartPricing } from '../useCartPricing';
import { cardToCharge, useCheckout, type KnownAddresses } from '../useCheckout';
import { useCouponEntry } from '../useCouponEntry';

export default function MyCartPage() {
  useDocumentTitle(Text.myCart);
  const session = useSession();
  const fresh = useOwnUser(session?.user.id ?? '');
  const user = fresh.data ?? session?.user;
  const cart = useCart();
  const location = useLocation();
  if (!user) return null;
  if (cart.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label={Text.loading} />
      </Box>
    );
  }
  if (cart.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void cart.refetch()}>
              Retry
            </Button>
          }
        >
          {Text.pricingFailed}
        </Alert>
      </Container>
    );
  }
  // Each arrival at /my-cart starts at the step its route state gives, else at the cart (decision
  // 0020). Keyed by the visit: when the shopper leaves and comes back before React has shown the
  // page they left for (it renders navigations in a transition, and the next page's code may still
  // be loading), this page would otherwise stay mounted with the step they left it on.
  return <Checkout key={`${cart.data?._id ?? 'empty'}:${location.key}`} user={user} />;
}

/**
 * The checkout of one cart, step by step (spec 001 §2.14): what the shopper chose (useCheckout), the
 * server's pricing of it (useCartPricing), the coupon (useCouponEntry), and the order placed from
 * the payment step.
 */
function Checkout({ user }: { user: OwnUser }) {
  const navigate = useNavigate();
  const cart = useCart().data ?? null;
  const items = cart?.items ?? [];
  const [checkout, dispatch] = useCheckout(cart?._id ?? null, user);
  const { step, deliveryType, billing, cardId } = checkout;
  const cards = useSavedCards(step === 4 ? user.id : '');
  const coupons = useCoupons();
  const place = usePlaceOrder();

  // The chosen address must still be in the list (it may have been deleted meanwhile).
  const deliveryAddress = user.savedAddress.find((entry) => entry._id === checkout.deliveryAddressId) ?? null;
  const priced = useCartPricing(cart, checkout, deliveryAddress);
  const { quote, pricing, problem, notPurchasable } = priced;
  const coupon = useCouponEntry(checkout, dispatch, coupons.data, { quoteInput: priced.quoteInput, linesKey: priced.linesKey, pricing, settled: !quote.isPlaceholderData });
  // Lines asking for more bottles than their wine has left must be changed before the order is placed (issue 32).
  const shortLines = items.filter((line) => line.availability.message !== null);

  const context: CheckoutContext | null = cart
    ? { orderId: cart._id, step, deliveryType, deliveryAddressId: deliveryAddress?._id ?? null, billing, voucherCode: coupon.voucherCode, cardId }
    : null;

  const goBack = () => {
    if (notPurchasable && step >= 2) {
      dispatch({ type: 'goBackTo', step: 1 });
      return;
    }
    void navigate(cart?.eventId ? paths.event(cart.eventId) : paths.eventsUpcoming);
  };

  const advance = () => {
    const addresses: KnownAddresses = {
      delivery: user.savedAddress.map((entry) => entry._id),
      billing: user.billingAddress.map((entry) => entry._id),
    };
    dispatch({ type: 'advance', addresses });
    const charged = cardToCharge(checkout);
    if (charged && cart && context && cart.businessId) {
      place.mutate(
        { context, businessId: cart.businessId, eventId: cart.eventId, cardId: charged },
        {
          onSuccess: (order) => void navigate(paths.order(order._id), { state: { order } }),
          onError: (error) => dispatch({ type: 'placeFailed', error: errorMessageOf(error, Text.pricingFailed) }),
        },
      );
    }
  };

  // Spec 001 §2.14: "Back To Event", or "Back To Cart" when the cart can no longer be bought (400008);
  // it leads to the cart's event, or to /events/upcoming when the cart has none, and from a later step
  // of an unbuyable cart back to step 1.
  const backButton = (
    <Button startIcon={<ArrowBackIcon />} onClick={goBack} sx={{ alignSelf: 'flex-start', mb: 1 }}>
      {notPurchasable ? Text.backToCart : Text.backToEvent}
    </Button>
  );

  if (items.length === 0) return <EmptyCart backButton={backButton} />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      {backButton}
      <CheckoutStepper step={step} locked={place.isPending} onGoBackTo={(to) => dispatch({ type: 'goBackTo', step: to })} />

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' }, gap: { xs: 2.5, md: 4 }, alignItems: 'start' }}>
        <Box component="section" aria-labelledby="checkout-step-heading">
          <StepHeading step={step} />
          {problem ? (
            <PricingProblemAlert problem={problem} onPickUp={() => dispatch({ type: 'chooseDeliveryType', deliveryType: 'pickup' })} onRetry={() => void quote.refetch()} />
          ) : null}
          {step === 1 ? <CartStep items={items} lineTotals={priced.lineTotals} /> : null}
          {step === 2 ? (
            <DeliveryStep
              user={user}
              deliveryType={deliveryType}
              onDeliveryType={(value) => dispatch({ type: 'chooseDeliveryType', deliveryType: value })}
              addressId={deliveryAddress?._id ?? null}
              onAddress={(addressId) => dispatch({ type: 'chooseDeliveryAddress', addressId })}
            />
          ) : null}
          {step === 3 ? (
            <BillingStep
              user={user}
              canUseDelivery={deliveryType === 'delivery' && Boolean(deliveryAddress)}
              billing={billing}
              onBilling={(choice) => dispatch({ type: 'chooseBilling', billing: choice })}
            />
          ) : null}
          {step === 4 ? (
            <PaymentStep
              pricing={pricing}
              promo={
                <PromoCode
                  startCode={checkout.codeInput}
                  onCode={(code) => dispatch({ type: 'typeCode', code })}
                  appliedCode={coupon.voucherCode}
                  applying={checkout.applying}
                  error={coupon.error}
                  savedLabel={pricing?.discount ? pricing.couponDiscountLabel : null}
                  onApply={(code) => void coupon.apply(code)}
                  onRemove={coupon.remove}
                />
              }
              cards={cards.data ?? []}
              cardsLoading={cards.isPending && cards.fetchStatus !== 'idle'}
              payByCard={checkout.payByCard}
              onPayByCard={() => dispatch({ type: 'payByCard' })}
              cardId={cardId}
              onCard={(id) => dispatch({ type: 'chooseCard', cardId: id })}
              addCardState={context ? ({ checkout: { ...context, step: 4 } } satisfies CheckoutRouteState) : {}}
            />
          ) : null}
        </Box>

        <CheckoutSummary
          step={step}
          coupons={coupons.data ?? []}
          pricing={priced.summary.pricing}
          awaitingAddress={priced.awaitingAddress}
          loading={priced.summary.loading}
          refusal={priced.summary.refusal}
          prompt={checkout.prompt}
          shortLines={shortLines}
          placeError={checkout.placeError}
          placing={place.isPending}
          blocked={problem !== null || (step === 4 && (!pricing || quote.isFetching))}
          onAdvance={advance}
          onBackToCart={() => dispatch({ type: 'goBackTo', step: 1 })}
        />
      </Box>
    </Container>
  );
}
