import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { addCard } from '../api/addCard';
import { recallReturnState, useCardCompletion, waitForCard } from '../components/cardFlow';
import { CompletionScreen } from '../components/CompletionScreen';

/** /payment/card-confirm: the card-added return page (sourceId, verificationToken, rId). */
export default function CardConfirmPage() {
  useDocumentTitle('Card Confirmation');
  const session = useSession();
  const userId = session?.user.id ?? '';
  const location = useLocation();
  const [params] = useSearchParams();
  const sourceId = params.get('sourceId');
  const verificationToken = params.get('verificationToken');
  const businessId = params.get('rId');
  const returnState = useMemo(() => recallReturnState(location.state), [location.state]);

  const run = useCallback(async () => {
    // No transaction to finish: the failure screen (spec 001 §4).
    if (!userId || !sourceId || !verificationToken) return false;
    const added = await addCard(userId, { sourceId, verificationToken, businessId });
    return waitForCard(userId, added.txnId, () => false);
  }, [userId, sourceId, verificationToken, businessId]);
  const phase = useCardCompletion(run, returnState);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <CompletionScreen phase={phase} />
      </Paper>
    </Container>
  );
}
