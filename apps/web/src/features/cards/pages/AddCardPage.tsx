import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Text } from '@wine/contract/texts';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useInitializeCard } from '../api/initializeCard';
import { recallReturnState, rememberReturnState, useCardCompletion, waitForCard } from '../components/cardFlow';
import { CompletionScreen } from '../components/CompletionScreen';
import { TestCardForm } from '../components/TestCardForm';

const StripeCardForm = lazy(() => import('../components/StripeCardForm'));

/** The provider's status after its redirect, as the spec words it (spec 001 §8). */
function statusMessage(status: string | null): { severity: 'success' | 'info' | 'error'; text: string } {
  switch (status) {
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

function ReturnView({ userId, txnId, status, message, returnState }: { userId: string; txnId: string; status: string | null; message: string | null; returnState: unknown }) {
  const shown = statusMessage(status);
  const run = useCallback(() => {
    let cancelled = false;
    return waitForCard(userId, txnId, () => cancelled).finally(() => {
      cancelled = true;
    });
  }, [userId, txnId]);
  const phase = useCardCompletion(run, returnState);
  return (
    <>
      <Alert severity={shown.severity} sx={{ mb: 2 }}>
        {shown.text}
        {message ? ` ${message}` : ''}
      </Alert>
      <CompletionScreen phase={phase} />
    </>
  );
}

/** /payment/add-card: the verification payment that saves a card (spec 001 §2.16). */
export default function AddCardPage() {
  useDocumentTitle('Add Card');
  const session = useSession();
  const userId = session?.user.id ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const txnId = params.get('tx_id');
  const returnState = useMemo(() => recallReturnState(location.state), [location.state]);
  const started = useInitializeCard(userId, !txnId);

  const finishProviderStep = (status: string, message?: string) => {
    if (!started.data) return;
    rememberReturnState(returnState);
    const query = new URLSearchParams({ tx_id: started.data.txnId, redirect_status: status });
    navigate(`?${query.toString()}`, { replace: true, state: { ...(returnState as object | null), providerMessage: message ?? null } });
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Add Credit/Debit card
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {txnId ? (
          <ReturnView
            userId={userId}
            txnId={txnId}
            status={params.get('redirect_status')}
            message={(location.state as { providerMessage?: string | null } | null)?.providerMessage ?? null}
            returnState={returnState}
          />
        ) : started.isPending ? (
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
                  returnUrl={`${window.location.origin}${location.pathname}?tx_id=${encodeURIComponent(started.data.txnId)}`}
                />
              </Suspense>
            ) : (
              <TestCardForm clientSecret={started.data.stripe_data.client_secret} amountCents={started.data.amount} onDone={finishProviderStep} />
            )}
          </>
        )}
      </Paper>
    </Container>
  );
}
