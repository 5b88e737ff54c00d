import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Text } from '@wine/contract/texts';
import { closeCartConflict, useCartConflictOpen } from '../../lib/cart';

/** The cart single-source conflict (spec 000 §5, §8): opened by lib/cart on errorCode 409002. */
export default function CartConflictDialog() {
  const open = useCartConflictOpen();
  return (
    <Dialog open={open} onClose={closeCartConflict} aria-labelledby="cart-conflict-title" aria-describedby="cart-conflict-text">
      <DialogTitle id="cart-conflict-title">{Text.cartConflictTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cart-conflict-text">{Text.cartConflictBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={closeCartConflict} variant="contained" autoFocus>
          {Text.cartConflictOkay}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
