import { useState, type ComponentProps, type ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../lib/http';
import { ConfirmDialog } from './ConfirmDialog';

type ConfirmProps = ComponentProps<typeof ConfirmDialog>;

interface Props extends Pick<ConfirmProps, 'title' | 'confirm' | 'destructive' | 'busy' | 'onClose'> {
  /** What the action does, above the reason. */
  children: ReactNode;
  /** The reason's shortest length once trimmed; the confirm button waits for it. */
  minLength?: number;
  maxLength: number;
  helperText?: string;
  /** The call's failure, shown under the reason. */
  error: unknown;
  errorFallback: string;
  onConfirm: (reason: string) => void;
}

/**
 * A confirmation that asks why (hiding a post or a review, reporting one): the reason is required.
 * Mount it while it is open, so that each use starts with an empty reason.
 */
export function ReasonDialog({ children, minLength = 1, maxLength, helperText, error, errorFallback, onConfirm, ...confirm }: Props) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog open {...confirm} ready={reason.trim().length >= minLength} onConfirm={() => onConfirm(reason.trim())}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {children}
      </Typography>
      <TextField
        label="Reason"
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        helperText={helperText}
        multiline
        minRows={2}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength } }}
      />
      {error ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {errorMessageOf(error, errorFallback)}
        </Typography>
      ) : null}
    </ConfirmDialog>
  );
}
