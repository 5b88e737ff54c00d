import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirm: string;
  /** Red for what cannot be undone (cancelling an order, detaching staff). */
  destructive?: boolean;
  busy?: boolean;
  /** Disables the confirm button (e.g. until a required box is ticked). */
  ready?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that changes money, access or what others are shown (console moderation, deleting one's review). */
export function ConfirmDialog({ open, title, children, confirm, destructive, busy, ready = true, onConfirm, onClose }: Props) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="confirm-title" fullWidth maxWidth="xs">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Keep as is
        </Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={onConfirm} disabled={busy || !ready}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
