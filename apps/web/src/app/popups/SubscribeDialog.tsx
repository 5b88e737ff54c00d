import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { BRAND_NAME } from '@wine/contract/constants';

interface Props {
  open: boolean;
  onDismiss: () => void;
  onSubscribe: () => void;
}

export default function SubscribeDialog({ open, onDismiss, onSubscribe }: Props) {
  return (
    <Dialog open={open} onClose={onDismiss} aria-labelledby="subscribe-title" maxWidth="xs" fullWidth>
      <DialogTitle id="subscribe-title" sx={{ pr: 6 }}>
        Join the {BRAND_NAME} community
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onDismiss} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <DialogContentText>
          Join our community of wine lovers and get invitations to exclusive wine tasting events.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="contained" fullWidth size="large" onClick={onSubscribe}>
          SUBSCRIBE
        </Button>
      </DialogActions>
    </Dialog>
  );
}
