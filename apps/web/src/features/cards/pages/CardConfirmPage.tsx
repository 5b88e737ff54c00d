import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import type { SavedCard } from '@wine/contract/cards';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { checkoutContextOf, keepPendingConfirmation, rememberCheckoutChoices, type CheckoutRouteState } from '../../../lib/checkoutContext';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { addCardAfterRedirect, payOrderReturnOf, recallReturnState, useCardCompletion, type CompletionTarget, type PayOrderCardState } from '../components/cardFlow';
import { CompletionScreen } from '../components/CompletionScreen';
import { CardPage } from '../components/CardPage';

/** The provider's status after its redirect, as the spec words it (spec 001 §8). */
function statusMessage(status: string | null): { severity: 'success' | 'info' | 'error'; text: string } | null {
  switch (status) {
    case null:
      return null;
    case 'succeeded':
      return { severity: 'success', text: Text.paymentSucceeded };
    case 'processing':
      return { severity: 'info', text: Text.paymentProcessing };
    case 'requires_payment_method':
    case 'failed':
      return { severity: 'error', text: Text.paymentNotSuccessful };
    default:
      return { severity: 'error', text: Text.paymentSomethingWrong };
  }
}

/**
 * /payment/card-confirm: where the card provider returns after the verification payment
 * (sourceId, verificationToken, rId, and the provider's redirect_status). The card is added at
 * once; a succeeded payment made from the checkout then goes on to /payment/confimation with the
 * new card, anything else back to /my-cart with the state the shopper left it in (spec 001 §2.16, §4);
 * one added while paying a failed charge goes back to paying that order.
 */
export default function CardConfirmPage() {
  useDocumentTitle('Card Confirmation');
  const session = useSession();
  const userId = session?.user.id ?? '';
  const location = useLocation();
  const [params] = useSearchParams();
  const sourceId = params.get('sourceId');
  const verificationToken = params.get('verificationToken');
  const businessId = params.get('rId');
  const status = params.get('redirect_status');
  const providerMessage = (location.state as { providerMessage?: string | null } | null)?.providerMessage ?? null;
  const returnState = useMemo(() => recallReturnState(location.state), [location.state]);

  const run = useCallback(async () => {
    // No payment to finish: the failure screen (spec 001 §4).
    if (!userId || !sourceId || !verificationToken) return null;
    const card = await addCardAfterRedirect(userId, sourceId, verificationToken, businessId);
    const checkout = checkoutContextOf(returnState);
    // The checkout's payment now waits for the shopper's confirmation: kept with the cart on the server,
    // so that another device with the same cart finds it (decision 0062). Without it, this browser's
    // route state and storage still carry it.
    if (card && checkout && status === 'succeeded' && !payOrderReturnOf(returnState)) {
      await keepPendingConfirmation(checkout, card.id, sourceId).catch(() => undefined);
    }
    return card;
  }, [userId, sourceId, verificationToken, businessId, returnState, status]);

  const targetOf = (card: SavedCard | null): CompletionTarget => {
    // Added while paying a failed charge: back to paying that order, with the new card chosen.
    const payOrderId = payOrderReturnOf(returnState);
    if (payOrderId) return { to: paths.payOrder(payOrderId), state: card ? ({ cardId: card.id } satisfies PayOrderCardState) : null };
    const checkout = checkoutContextOf(returnState);
    if (!card || !checkout) return { to: paths.myCart, state: returnState };
    const withCard = { ...checkout, cardId: card.id };
    // Remembered beyond the route state, so that a reload or a new tab still pays with the new card.
    rememberCheckoutChoices({ orderId: withCard.orderId, deliveryType: withCard.deliveryType, deliveryAddressId: withCard.deliveryAddressId, billing: withCard.billing, cardId: card.id });
    if (status === 'succeeded') {
      const state: CheckoutRouteState = { checkout: withCard, txnId: sourceId ?? undefined };
      return { to: paths.paymentConfirmation, state };
    }
    return { to: paths.myCart, state: { ...(returnState as object), checkout: withCard } };
  };
  const phase = useCardCompletion(run, targetOf);
  const shown = statusMessage(status);

  return (
    <CardPage title="Add Credit/Debit card">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {shown ? (
          <Alert severity={shown.severity} sx={{ mb: 2 }}>
            {shown.text}
            {providerMessage ? ` ${providerMessage}` : ''}
          </Alert>
        ) : null}
        <CompletionScreen phase={phase} />
      </Paper>
    </CardPage>
  );
}
