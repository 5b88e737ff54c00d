import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Text } from '@wine/contract/texts';

export type ApplicationStatus = 'in-review' | 'rejected';

interface Props {
  status: ApplicationStatus | null;
  onClose: () => void;
}

/** The sommelier application's status popup (spec 000 §4): received, or not moving forward. */
export function ApplicationStatusDialog({ status, onClose }: Props) {
  return (
    <Dialog open={status !== null} onClose={onClose} aria-labelledby="application-status-title" maxWidth="xs">
      <DialogTitle id="application-status-title">
        {status === 'rejected' ? 'Your sommelier application' : Text.thankYouTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{status === 'rejected' ? Text.rejectedBody : Text.thankYouBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Okay
        </Button>
      </DialogActions>
    </Dialog>
  );
}
