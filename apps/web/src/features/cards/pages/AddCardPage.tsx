import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useInitializeCard } from '../api/initializeCard';
import { recallReturnState, rememberReturnState } from '../components/cardFlow';
import { TestCardForm } from '../components/TestCardForm';
import { CardPage } from '../components/CardPage';

const StripeCardForm = lazy(() => import('../components/StripeCardForm'));

/**
 * Where the provider returns after the verification payment: the card-confirm page, naming the
 * payment (our txnId) and its client secret as the spec's sourceId and verificationToken. Stripe
 * appends its redirect_status; the test gateway's form does the same.
 */
function cardConfirmUrl(txnId: string, clientSecret: string, status?: string): string {
  const query = new URLSearchParams({ sourceId: txnId, verificationToken: clientSecret, ...(status ? { redirect_status: status } : {}) });
  return `${paths.cardConfirm}?${query.toString()}`;
}

/** /payment/add-card: the verification payment that saves a card (spec 001 §2.16). */
export default function AddCardPage() {
  useDocumentTitle('Add Card');
  const session = useSession();
  const userId = session?.user.id ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const returnState = useMemo(() => recallReturnState(location.state), [location.state]);
  const started = useInitializeCard(userId);

  // The provider's redirect loses the route state: keep it for the card-confirm page.
  useEffect(() => rememberReturnState(returnState), [returnState]);

  const finishTestPayment = (status: string, message?: string) => {
    if (!started.data) return;
    const { txnId, stripe_data } = started.data;
    navigate(cardConfirmUrl(txnId, stripe_data.client_secret, status), { replace: true, state: { ...(returnState as object | null), providerMessage: message ?? null } });
  };

  return (
    <CardPage title="Add Credit/Debit card">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {started.isPending ? (
          <CircularProgress aria-label="Loading" />
        ) : started.isError || !started.data ? (
          <Alert severity="error">{Text.paymentSomethingWrong}</Alert>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {Text.cardVerifyNote}
            </Typography>
            {started.data.provider === 'stripe' && started.data.stripe_data.publishable_key ? (
              <Suspense fallback={<CircularProgress aria-label="Loading" />}>
                <StripeCardForm
                  publishableKey={started.data.stripe_data.publishable_key}
                  clientSecret={started.data.stripe_data.client_secret}
                  amountCents={started.data.amount}
                  returnUrl={`${window.location.origin}${cardConfirmUrl(started.data.txnId, started.data.stripe_data.client_secret)}`}
                />
              </Suspense>
            ) : (
              <TestCardForm clientSecret={started.data.stripe_data.client_secret} amountCents={started.data.amount} onDone={finishTestPayment} />
            )}
          </>
        )}
      </Paper>
    </CardPage>
  );
}
