import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Text } from '@wine/contract/texts';
import type { ReactNode } from 'react';
import type { CompletionPhase } from './cardFlow';

/** How the add ended, above the word that the payment page comes next. */
function Outcome({ icon, said }: { icon: ReactNode; said: string }) {
  return (
    <>
      {icon}
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {said}
      </Typography>
      <Typography color="text.secondary">{Text.redirectingToPayment}</Typography>
    </>
  );
}

/**
 * The processing, success and failure screens of a card add (spec 001 §2.16). The processing text
 * stays until the redirect: the card is often added at once, and leaving before the redirect would
 * still lose the way back (issue 29).
 */
export function CompletionScreen({ phase }: { phase: CompletionPhase }) {
  return (
    <Box role="status" aria-live="polite" sx={{ textAlign: 'center', py: 6 }}>
      {phase === 'processing' && <CircularProgress aria-label="Processing" />}
      {phase === 'success' && <Outcome icon={<CheckCircleIcon color="success" sx={{ fontSize: 56 }} />} said={Text.cardAddSuccess} />}
      {phase === 'failure' && <Outcome icon={<ErrorIcon color="error" sx={{ fontSize: 56 }} />} said={Text.cardAddFailure} />}
      <Typography sx={{ mt: 2 }}>{Text.cardAddProcessing}</Typography>
    </Box>
  );
}
