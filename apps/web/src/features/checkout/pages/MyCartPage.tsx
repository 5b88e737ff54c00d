import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { Pricing } from '@wine/contract/checkout';
import { StorageKey } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import { formatMoney, parsePrice } from '@wine/contract/money';
import { couponApplies, priceLine } from '@wine/contract/pricing';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import type { OwnUser } from '@wine/contract/users';
import { useCart } from '../../../lib/cart';
import { ApiError, errorMessageOf } from '../../../lib/http';
import { useOwnUser } from '../../../lib/ownUser';
import { useSession } from '../../../lib/session';
import { removeLocal, writeLocalText } from '../../../lib/storage';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useCoupons } from '../api/getCoupons';
import { fetchQuotation, quotationKey, useQuotation, type QuotationInput } from '../api/getQuotation';
import { useSavedCards } from '../../../lib/cards';
import { usePlaceOrder } from '../api/placeOrder';
import { recallLastCheckoutChoices, type CheckoutContext, type CheckoutRouteState } from '../../../lib/checkoutContext';
import { AvailableOffers } from '../components/AvailableOffers';
import { BillingStep } from '../components/BillingStep';
import { CartLineRow } from '../components/CartLineRow';
import { CostSummary, type SummaryRefusal } from '../components/CostSummary';
import { DeliveryStep } from '../components/DeliveryStep';
import { PaymentStep } from '../components/PaymentStep';
import { PromoCode } from '../components/PromoCode';
import { cardToCharge, useCheckout, type KnownAddresses } from '../useCheckout';

/** The four steps and their headings (spec 001 §2.14; step 3 is the delivery's billing address). */
const STEPS = [Text.myCart, 'Delivery', Text.billingAddress, 'Payment'] as const;
const BUTTONS = [Text.proceedToCheckout, Text.continueToBilling, Text.continueToPayment, Text.confirmAndPay] as const;

/** What the pricing's failure means for the page (spec 001 §8). */
function pricingProblem(error: unknown, pricing: Pricing | undefined, awaitingAddress: boolean, step: number) {
  if (error instanceof ApiError && error.errorCode === ErrorCode.ADDRESS_NOT_DELIVERABLE) {
    return { code: error.errorCode, message: Text.notDeliverable };
  }
  if (error instanceof ApiError && error.errorCode === ErrorCode.CART_NOT_PURCHASABLE) {
    return { code: error.errorCode, message: error.errorMessage };
  }
  if (error) return { code: null, message: Text.pricingFailed };
  if (pricing && !awaitingAddress && pricing.items.length > 0 && parsePrice(pricing.actualAmount) === 0) {
    return { code: null, message: step === 2 ? Text.notServiceable : Text.pricingFailed };
  }
  return null;
}

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

function Checkout({ user }: { user: OwnUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart().data ?? null;
  const items = cart?.items ?? [];
  const [checkout, dispatch] = useCheckout(cart?._id ?? null);
  const { step, deliveryType, billing, appliedCode, cardId } = checkout;

  const coupons = useCoupons();
  const cards = useSavedCards(step === 4 ? user.id : '');
  const place = usePlaceOrder();

  // The only saved address and card, or those used last, start chosen on any browser (issue 45).
  const [lastUsed] = useState(recallLastCheckoutChoices);
  useEffect(() => {
    dispatch({ type: 'preselect', deliveryAddresses: user.savedAddress.map((entry) => entry._id), cards: cards.data?.map((card) => card.id) ?? null, lastUsed });
  }, [user.savedAddress, cards.data, lastUsed, dispatch]);

  // The chosen address must still be in the list (it may have been deleted meanwhile).
  const deliveryAddress = user.savedAddress.find((entry) => entry._id === checkout.deliveryAddressId) ?? null;
  const awaitingAddress = deliveryType === 'delivery' && !deliveryAddress;
  const linesKey = items.map((line) => `${line.catalogueId}:${line.quantity}`).join(',');
  const quoteInput: QuotationInput | null =
    cart && items.length > 0
      ? {
          orderId: cart._id,
          // Without an address yet, the summary shows what does not depend on it.
          deliveryType: awaitingAddress ? 'pickup' : deliveryType,
          ...(deliveryAddress && deliveryType === 'delivery' ? { deliveryAddressId: deliveryAddress._id } : {}),
          ...(appliedCode ? { voucherCode: appliedCode } : {}),
        }
      : null;
  const quote = useQuotation(quoteInput, linesKey);
  const pricing = quote.isError ? undefined : quote.data;
  const problem = pricingProblem(quote.isError ? quote.error : null, pricing, awaitingAddress, step);
  const notPurchasable = problem?.code === ErrorCode.CART_NOT_PURCHASABLE;
  // A refused pricing keeps what it does not touch (issue 45): an address that is not served leaves
  // the pickup pricing's wines, sale and coupon; wines that can no longer be bought leave the others' prices.
  const addressRefused = problem?.code === ErrorCode.ADDRESS_NOT_DELIVERABLE;
  const pickupQuote = useQuotation(
    addressRefused && quoteInput ? { orderId: quoteInput.orderId, deliveryType: 'pickup', ...(quoteInput.voucherCode ? { voucherCode: quoteInput.voucherCode } : {}) } : null,
    linesKey,
  );
  const buyableLines = notPurchasable
    ? items.filter((line) => line.product.isActive).map((line) => ({ line, priced: priceLine({ unitPriceCents: parsePrice(line.price), quantity: line.quantity, discountPercent: line.discount?.value ?? null }) }))
    : [];
  const saleCents = buyableLines.reduce((sum, { priced }) => sum + priced.offerDiscountCents, 0);
  const refusal: SummaryRefusal | null = addressRefused
    ? { reason: 'address' }
    : notPurchasable
      ? {
          reason: 'wines',
          listLabel: formatMoney(buyableLines.reduce((sum, { priced }) => sum + priced.grossCents, 0)),
          saleLabel: formatMoney(saleCents),
          saleCents,
        }
      : null;
  // Lines asking for more bottles than their wine has left must be changed before the order is placed (issue 32).
  const shortLines = items.filter((line) => line.availability.message !== null);

  // A stored coupon the server no longer grants (the cart changed, or it ran out) is dropped.
  const couponRejected = Boolean(appliedCode && quote.data && !quote.isPlaceholderData && !quote.isError && quote.data.discount === null);
  const voucherCode = couponRejected ? null : appliedCode;
  useEffect(() => {
    if (couponRejected) removeLocal(StorageKey.coupon);
  }, [couponRejected]);

  const context: CheckoutContext | null = cart
    ? { orderId: cart._id, step, deliveryType, deliveryAddressId: deliveryAddress?._id ?? null, billing, voucherCode, cardId }
    : null;

  const applyCoupon = async () => {
    const code = checkout.codeInput.trim().toUpperCase();
    if (!code || !quoteInput) return;
    const listed = coupons.data?.find((coupon) => coupon.code.toUpperCase() === code);
    if (pricing && listed) {
      const { minAmount, maxAmount } = listed.customData;
      const bounds = { minAmountCents: minAmount === null ? null : parsePrice(minAmount), maxAmountCents: maxAmount === null ? null : parsePrice(maxAmount) };
      // The coupon applies to the cart after the wines' own offers, as the server computes it.
      if (!couponApplies(bounds, parsePrice(pricing.subtotal) - parsePrice(pricing.offerDiscount))) {
        dispatch({ type: 'couponRefused', error: Text.couponNotValid });
        return;
      }
    }
    dispatch({ type: 'applyCoupon' });
    try {
      const input = { ...quoteInput, voucherCode: code };
      const priced = await queryClient.fetchQuery({ queryKey: quotationKey(input, linesKey), queryFn: () => fetchQuotation(input) });
      if (priced.discount?.discountId) {
        writeLocalText(StorageKey.coupon, code);
        dispatch({ type: 'couponApplied', code });
      } else {
        removeLocal(StorageKey.coupon);
        dispatch({ type: 'couponRefused', error: priced.couponMessage ?? Text.couponNotValid });
      }
    } catch (error) {
      dispatch({ type: 'couponRefused', error: errorMessageOf(error, Text.pricingFailed) });
    }
  };

  const removeCoupon = () => {
    removeLocal(StorageKey.coupon);
    dispatch({ type: 'removeCoupon' });
  };

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

  const buttonLabel = place.isPending ? Text.processingOrder : BUTTONS[step - 1];
  const addCardState: CheckoutRouteState = context ? { checkout: { ...context, step: 4 } } : {};

  // Spec 001 §2.14: "Back To Event", or "Back To Cart" when the cart can no longer be bought (400008);
  // it leads to the cart's event, or to /events/upcoming when the cart has none, and from a later step
  // of an unbuyable cart back to step 1.
  const backButton = (
    <Button startIcon={<ArrowBackIcon />} onClick={goBack} sx={{ alignSelf: 'flex-start', mb: 1 }}>
      {notPurchasable ? Text.backToCart : Text.backToEvent}
    </Button>
  );

  if (items.length === 0) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {backButton}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 2 }}>
          {Text.myCart}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>Your cart is empty.</Typography>
          <Button component={RouterLink} to={paths.shopWines} variant="contained">
            {Text.continueShopping}
          </Button>
        </Paper>
      </Container>
    );
  }

  const lineTotals = new Map([
    ...buyableLines.map(({ line, priced }) => [line.catalogueId, formatMoney(priced.totalCents)] as const),
    ...(pricing?.items ?? []).map((item) => [item.catalogueId, item.lineTotalLabel] as const),
  ]);
  const heading = STEPS[step - 1];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      {backButton}
      <Stepper activeStep={step - 1} alternativeLabel nonLinear sx={{ mb: 3 }} aria-label="Checkout steps">
        {STEPS.map((label, index) => (
          <Step key={label} completed={index < step - 1}>
            {index < step - 1 && !place.isPending ? (
              <StepButton onClick={() => dispatch({ type: 'goBackTo', step: index + 1 })}>{label}</StepButton>
            ) : (
              <StepLabel>{label}</StepLabel>
            )}
          </Step>
        ))}
      </Stepper>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' }, gap: { xs: 2.5, md: 4 }, alignItems: 'start' }}>
        <Box component="section" aria-labelledby="checkout-step-heading">
          <Typography
            id="checkout-step-heading"
            variant="h1"
            sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 2, display: 'flex', alignItems: 'center', gap: 1.25 }}
          >
            <Box
              component="span"
              aria-hidden
              sx={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontSize: '1rem',
                fontFamily: 'system-ui, sans-serif',
                flexShrink: 0,
              }}
            >
              {step}
            </Box>
            {heading}
          </Typography>

          {problem ? (
            <Alert
              severity="error"
              sx={{ mb: 2 }}
              action={
                problem.code === ErrorCode.ADDRESS_NOT_DELIVERABLE ? (
                  <Button color="inherit" size="small" onClick={() => dispatch({ type: 'chooseDeliveryType', deliveryType: 'pickup' })} sx={{ whiteSpace: 'nowrap' }}>
                    Pick up in store
                  </Button>
                ) : problem.code === null ? (
                  <Button color="inherit" size="small" onClick={() => void quote.refetch()}>
                    Retry
                  </Button>
                ) : undefined
              }
            >
              {problem.message}
            </Alert>
          ) : null}

          {step === 1 ? (
            <Box component="ul" aria-label="Cart items" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {items.map((line) => (
                <CartLineRow key={line.catalogueId} line={line} lineTotalLabel={lineTotals.get(line.catalogueId) ?? null} />
              ))}
            </Box>
          ) : null}
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
                  code={checkout.codeInput}
                  onCode={(code) => dispatch({ type: 'typeCode', code })}
                  applied={voucherCode !== null}
                  applying={checkout.applying}
                  error={checkout.couponError ?? (couponRejected ? Text.couponNotValid : null)}
                  savedLabel={pricing?.discount ? pricing.couponDiscountLabel : null}
                  onApply={() => void applyCoupon()}
                  onRemove={removeCoupon}
                />
              }
              cards={cards.data ?? []}
              cardsLoading={cards.isPending && cards.fetchStatus !== 'idle'}
              payByCard={checkout.payByCard}
              onPayByCard={() => dispatch({ type: 'payByCard' })}
              cardId={cardId}
              onCard={(id) => dispatch({ type: 'chooseCard', cardId: id })}
              addCardState={addCardState}
            />
          ) : null}
        </Box>

        <Box component="aside" aria-label="Order summary" sx={{ display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 88 } }}>
          <AvailableOffers coupons={coupons.data ?? []} />
          <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 2 }}>
            <CostSummary
              pricing={addressRefused ? pickupQuote.data : pricing}
              awaitingAddress={awaitingAddress}
              loading={quote.isFetching || pickupQuote.isFetching}
              refusal={refusal}
            />
            {checkout.prompt ? (
              <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
                {checkout.prompt}
              </Alert>
            ) : null}
            {shortLines.length > 0 ? (
              <Alert
                severity="warning"
                sx={{ mt: 2 }}
                action={
                  step > 1 ? (
                    <Button color="inherit" size="small" onClick={() => dispatch({ type: 'goBackTo', step: 1 })} sx={{ whiteSpace: 'nowrap' }}>
                      {Text.backToCart}
                    </Button>
                  ) : undefined
                }
              >
                {shortLines.length === 1 ? 'A wine in your cart has fewer bottles left than you asked for. Please change it to continue.' : 'Some wines in your cart have fewer bottles left than you asked for. Please change them to continue.'}
              </Alert>
            ) : null}
            {checkout.placeError ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {checkout.placeError}
              </Alert>
            ) : null}
            <Button
              variant="contained"
              size="large"
              fullWidth
              onClick={advance}
              disabled={place.isPending || problem !== null || shortLines.length > 0 || (step === 4 && (!pricing || quote.isFetching))}
              sx={{ mt: 2, py: 1.4, letterSpacing: 0.5 }}
            >
              {buttonLabel}
            </Button>
          </Paper>
        </Box>
      </Box>
    </Container>
  );
}
