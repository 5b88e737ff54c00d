import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  open: boolean;
  title: string;
  /** The message, which names the dialog's description. */
  children: string;
  /** The one button's label. */
  okay: string;
  onOkay: () => void;
  /** Whether Escape and a click beside the dialog do what the button does; without, only the button closes it. */
  closable?: boolean;
  maxWidth?: 'xs' | 'sm';
}

/** A message the person acknowledges with its one button, which holds the focus. */
export function NoticeDialog({ open, title, children, okay, onOkay, closable = false, maxWidth }: Props) {
  const id = useId();
  return (
    <Dialog open={open} onClose={closable ? onOkay : undefined} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth={maxWidth}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onOkay} variant="contained" autoFocus>
          {okay}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
