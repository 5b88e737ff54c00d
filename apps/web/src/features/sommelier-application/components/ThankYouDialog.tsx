import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Text } from '@wine/contract/texts';

interface Props {
  open: boolean;
  onOkay: () => void;
}

/** The confirmation after Done (spec 001 §2.5): Okay goes to the profile. */
export function ThankYouDialog({ open, onOkay }: Props) {
  return (
    <Dialog open={open} aria-labelledby="thank-you-title" aria-describedby="thank-you-body" maxWidth="xs">
      <DialogTitle id="thank-you-title">{Text.thankYouTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="thank-you-body">{Text.thankYouBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onOkay} variant="contained" autoFocus>
          Okay
        </Button>
      </DialogActions>
    </Dialog>
  );
}
