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
import type { DeliveryTypeValue, Pricing } from '@wine/contract/checkout';
import { StorageKey, Timing } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import { parsePrice } from '@wine/contract/money';
import { couponApplies } from '@wine/contract/pricing';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import type { OwnUser } from '@wine/contract/users';
import { useCart } from '../../../lib/cart';
import { ApiError, errorMessageOf } from '../../../lib/http';
import { useOwnUser } from '../../../lib/ownUser';
import { useSession } from '../../../lib/session';
import { readLocalText, removeLocal, writeLocalText } from '../../../lib/storage';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useCoupons } from '../api/getCoupons';
import { fetchQuotation, quotationKey, useQuotation, type QuotationInput } from '../api/getQuotation';
import { useSavedCards } from '../../../lib/cards';
import { usePlaceOrder } from '../api/placeOrder';
import { checkoutContextOf, recallCheckoutChoices, rememberCheckoutChoices, type BillingChoice, type CheckoutContext, type CheckoutRouteState } from '../../../lib/checkoutContext';
import { AvailableOffers } from '../components/AvailableOffers';
import { BillingStep } from '../components/BillingStep';
import { CartLineRow } from '../components/CartLineRow';
import { CostSummary } from '../components/CostSummary';
import { DeliveryStep } from '../components/DeliveryStep';
import { PaymentStep } from '../components/PaymentStep';
import { PromoCode } from '../components/PromoCode';

/** The four steps and their headings (spec 001 §2.14; step 3 is the delivery's billing address). */
const STEPS = [Text.myCart, 'Delivery', Text.billingAddress, 'Payment'] as const;
const BUTTONS = [Text.proceedToCheckout, Text.continueToBilling, Text.continueToPayment, Text.confirmAndPay] as const;

const storedDeliveryType = (): DeliveryTypeValue => (readLocalText(StorageKey.deliveryType) === 'pickup' ? 'pickup' : 'delivery');

/** A prompt that vanishes after 4 s (spec 001 §5 checkout prompts). */
function usePrompt(): [string | null, (text: string | null) => void] {
  const [prompt, setPrompt] = useState<string | null>(null);
  useEffect(() => {
    if (!prompt) return undefined;
    const timer = setTimeout(() => setPrompt(null), Timing.checkoutPrompt);
    return () => clearTimeout(timer);
  }, [prompt]);
  return [prompt, setPrompt];
}

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
  return <Checkout key={cart.data?._id ?? 'empty'} user={user} />;
}

function Checkout({ user }: { user: OwnUser }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart().data ?? null;
  const items = cart?.items ?? [];
  const [restored] = useState(() => {
    const context = checkoutContextOf(location.state);
    return context && cart && context.orderId === cart._id ? context : null;
  });
  // Back from elsewhere in the shop: the choices made for this cart are still chosen.
  const [remembered] = useState(() => restored ?? (cart ? recallCheckoutChoices(cart._id) : null));

  const [step, setStep] = useState(restored?.step ?? 1);
  const [deliveryType, setDeliveryType] = useState<DeliveryTypeValue>(remembered?.deliveryType ?? storedDeliveryType);
  const [deliveryAddressId, setDeliveryAddressId] = useState<string | null>(remembered?.deliveryAddressId ?? null);
  const [billing, setBilling] = useState<BillingChoice>(remembered?.billing ?? null);
  const [appliedCode, setAppliedCode] = useState<string | null>(() => restored?.voucherCode ?? readLocalText(StorageKey.coupon));
  const [codeInput, setCodeInput] = useState(appliedCode ?? '');
  const [couponError, setCouponError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [payByCard, setPayByCard] = useState(Boolean(remembered?.cardId));
  const [cardId, setCardId] = useState<string | null>(remembered?.cardId ?? null);
  const [prompt, setPrompt] = usePrompt();
  const [placeError, setPlaceError] = useState<string | null>(null);

  const coupons = useCoupons();
  const cards = useSavedCards(step === 4 ? user.id : '');
  const place = usePlaceOrder();

  // The chosen address must still be in the list (it may have been deleted meanwhile).
  const deliveryAddress = user.savedAddress.find((entry) => entry._id === deliveryAddressId) ?? null;
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

  // A stored coupon the server no longer grants (the cart changed, or it ran out) is dropped.
  const couponRejected = Boolean(appliedCode && quote.data && !quote.isPlaceholderData && !quote.isError && quote.data.discount === null);
  const voucherCode = couponRejected ? null : appliedCode;
  useEffect(() => {
    if (couponRejected) removeLocal(StorageKey.coupon);
  }, [couponRejected]);

  const chooseDeliveryType = (value: DeliveryTypeValue) => {
    setDeliveryType(value);
    if (value === 'pickup' && billing?.kind === 'same') setBilling(null);
  };

  const orderId = cart?._id ?? null;
  useEffect(() => {
    if (orderId) rememberCheckoutChoices({ orderId, deliveryType, deliveryAddressId, billing, cardId });
  }, [orderId, deliveryType, deliveryAddressId, billing, cardId]);

  const context: CheckoutContext | null = cart
    ? { orderId: cart._id, step, deliveryType, deliveryAddressId: deliveryAddress?._id ?? null, billing, voucherCode, cardId }
    : null;

  const applyCoupon = async () => {
    const code = codeInput.trim().toUpperCase();
    if (!code || !quoteInput) return;
    setCouponError(null);
    const listed = coupons.data?.find((coupon) => coupon.code.toUpperCase() === code);
    if (pricing && listed) {
      const { minAmount, maxAmount } = listed.customData;
      const bounds = { minAmountCents: minAmount === null ? null : parsePrice(minAmount), maxAmountCents: maxAmount === null ? null : parsePrice(maxAmount) };
      // The coupon applies to the cart after the wines' own offers, as the server computes it.
      if (!couponApplies(bounds, parsePrice(pricing.subtotal) - parsePrice(pricing.offerDiscount))) {
        setCouponError(Text.couponNotValid);
        return;
      }
    }
    setApplying(true);
    try {
      const input = { ...quoteInput, voucherCode: code };
      const priced = await queryClient.fetchQuery({ queryKey: quotationKey(input, linesKey), queryFn: () => fetchQuotation(input) });
      if (priced.discount?.discountId) {
        writeLocalText(StorageKey.coupon, code);
        setAppliedCode(code);
        setCodeInput(code);
      } else {
        removeLocal(StorageKey.coupon);
        setCouponError(Text.couponNotValid);
      }
    } catch (error) {
      setCouponError(errorMessageOf(error, Text.pricingFailed));
    } finally {
      setApplying(false);
    }
  };

  const removeCoupon = () => {
    removeLocal(StorageKey.coupon);
    setAppliedCode(null);
    setCodeInput('');
    setCouponError(null);
  };

  const goBack = () => {
    if (notPurchasable && step >= 2) {
      setStep(1);
      return;
    }
    void navigate(cart?.eventId ? paths.event(cart.eventId) : paths.eventsUpcoming);
  };

  const advance = () => {
    setPlaceError(null);
    if (step === 1) {
      setStep(2);
    } else if (step === 2) {
      if (deliveryType === 'delivery' && !deliveryAddress) setPrompt(Text.needDeliveryAddress);
      else setStep(3);
    } else if (step === 3) {
      const needsDelivery = billing?.kind === 'same' && deliveryType !== 'delivery';
      const savedMissing = billing?.kind === 'saved' && !user.billingAddress.some((entry) => entry._id === billing.addressId);
      if (!billing || needsDelivery || savedMissing) setPrompt(Text.needBillingAddress);
      else setStep(4);
    } else if (!payByCard) {
      setPrompt(Text.needPaymentMethod);
    } else if (!cardId) {
      setPrompt(Text.needPaymentCard);
    } else if (cart && context && cart.businessId) {
      place.mutate(
        { context, businessId: cart.businessId, eventId: cart.eventId, cardId },
        {
          onSuccess: (order) => void navigate(paths.order(order._id), { state: { order } }),
          onError: (error) => setPlaceError(errorMessageOf(error, Text.pricingFailed)),
        },
      );
    }
  };

  const buttonLabel = place.isPending ? Text.processingOrder : BUTTONS[step - 1];
  const addCardState: CheckoutRouteState = context ? { checkout: { ...context, step: 4 } } : {};

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

  const lineTotals = new Map((pricing?.items ?? []).map((item) => [item.catalogueId, item.lineTotalLabel]));
  const heading = STEPS[step - 1];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      {backButton}
      <Stepper activeStep={step - 1} alternativeLabel nonLinear sx={{ mb: 3 }} aria-label="Checkout steps">
        {STEPS.map((label, index) => (
          <Step key={label} completed={index < step - 1}>
            {index < step - 1 && !place.isPending ? (
              <StepButton onClick={() => setStep(index + 1)}>{label}</StepButton>
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
                  <Button color="inherit" size="small" onClick={() => chooseDeliveryType('pickup')} sx={{ whiteSpace: 'nowrap' }}>
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
              onDeliveryType={chooseDeliveryType}
              addressId={deliveryAddress?._id ?? null}
              onAddress={setDeliveryAddressId}
            />
          ) : null}
          {step === 3 ? (
            <BillingStep user={user} canUseDelivery={deliveryType === 'delivery' && Boolean(deliveryAddress)} billing={billing} onBilling={setBilling} />
          ) : null}
          {step === 4 ? (
            <PaymentStep
              pricing={pricing}
              promo={
                <PromoCode
                  code={codeInput}
                  onCode={(code) => {
                    setCodeInput(code);
                    setCouponError(null);
                  }}
                  applied={voucherCode !== null}
                  applying={applying}
                  error={couponError ?? (couponRejected ? Text.couponNotValid : null)}
                  savedLabel={pricing?.discount ? pricing.couponDiscountLabel : null}
                  onApply={() => void applyCoupon()}
                  onRemove={removeCoupon}
                />
              }
              cards={cards.data ?? []}
              cardsLoading={cards.isPending && cards.fetchStatus !== 'idle'}
              payByCard={payByCard}
              onPayByCard={() => setPayByCard(true)}
              cardId={cardId}
              onCard={(id) => {
                setCardId(id);
                setPayByCard(true);
              }}
              addCardState={addCardState}
            />
          ) : null}
        </Box>

        <Box component="aside" aria-label="Order summary" sx={{ display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 88 } }}>
          <AvailableOffers coupons={coupons.data ?? []} />
          <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 2 }}>
            <CostSummary pricing={pricing} awaitingAddress={awaitingAddress} loading={quote.isFetching} />
            {prompt ? (
              <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
                {prompt}
              </Alert>
            ) : null}
            {placeError ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {placeError}
              </Alert>
            ) : null}
            <Button
              variant="contained"
              size="large"
              fullWidth
              onClick={advance}
              disabled={place.isPending || problem !== null || (step === 4 && (!pricing || quote.isFetching))}
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
