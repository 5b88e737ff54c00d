import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Text } from '@wine/contract/texts';
import { storeAgeAccepted } from './ageGate';

interface Props {
  onAccepted: () => void;
  onRefused: () => void;
}

/** "Are you 21 or older?" (spec 001 §2.2): Yes is remembered, No ends the visit. */
export default function AgeGate({ onAccepted, onRefused }: Props) {
  const [open, setOpen] = useState(true);
  const [declined, setDeclined] = useState(false);

  const accept = () => {
    storeAgeAccepted();
    setOpen(false);
    onAccepted();
  };

  return (
    <Dialog open={open} aria-labelledby="age-gate-title" aria-describedby="age-gate-text" maxWidth="xs" fullWidth>
      <DialogTitle id="age-gate-title" sx={{ textAlign: 'center' }}>
        {declined ? 'Sorry' : Text.ageQuestion}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="age-gate-text" sx={{ textAlign: 'center' }}>
          {declined ? Text.ageRefused : 'You must be of legal drinking age to visit this shop.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3, gap: 1 }}>
        {declined ? (
          <Button variant="contained" onClick={onRefused}>
            Okay
          </Button>
        ) : (
          <>
            <Button variant="outlined" onClick={() => setDeclined(true)}>
              No
            </Button>
            <Button variant="contained" onClick={accept}>
              Yes
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
