import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../../lib/http';

/** What a console list shows while it loads. */
export function ListLoading({ rows = 5, height = 56 }: { rows?: number; height?: number }) {
  return (
    <Stack spacing={1} aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** A list that could not load, with a way to try again. */
export function ListError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {errorMessageOf(error, `Could not load ${what}.`)}
    </Alert>
  );
}

/** An empty list's message. */
export function ListEmpty({ children }: { children: string }) {
  return <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>{children}</Typography>;
}
