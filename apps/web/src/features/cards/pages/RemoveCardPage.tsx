import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { useSnackbar } from '../../../lib/toast';
import { Text } from '@wine/contract/texts';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useDisableCard } from '../api/disableCard';
import { brandName, cardName } from '@wine/contract/cards';
import { useSavedCards } from '../../../lib/cards';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import type { SavedCard } from '@wine/contract/cards';
import { CardPage } from '../components/CardPage';

/** /profile/remove-card: the saved cards; removing one disables it for every later checkout. */
export default function RemoveCardPage() {
  useDocumentTitle(Text.removeCardTitle);
  const session = useSession();
  const userId = session?.user.id ?? '';
  const cards = useSavedCards(userId);
  const disable = useDisableCard(userId);
  const { enqueueSnackbar } = useSnackbar();
  const [asking, setAsking] = useState<SavedCard | null>(null);

  return (
    <CardPage title={Text.removeCardTitle}>
      {cards.isPending ? (
        <CircularProgress aria-label="Loading" />
      ) : cards.isError ? (
        <Alert severity="error">{Text.paymentSomethingWrong}</Alert>
      ) : cards.data.length === 0 ? (
        <Typography color="text.secondary">No saved cards</Typography>
      ) : (
        <List aria-label="Saved cards">
          {cards.data.map((card) => (
            <ListItem
              key={card.id}
              divider
              secondaryAction={
                <Button
                  color="error"
                  disabled={disable.isPending}
                  aria-label={`Remove ${cardName(card)}`}
                  onClick={() => setAsking(card)}
                >
                  Remove
                </Button>
              }
            >
              <ListItemIcon>
                <CreditCardIcon />
              </ListItemIcon>
              <ListItemText primary={`${brandName(card.brand)} •••• ${card.last4}`} />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Remove this card?"
        confirm="Remove card"
        destructive
        busy={disable.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          disable.mutate(asking.id, {
            onSuccess: () => {
              setAsking(null);
              enqueueSnackbar('Card removed', { variant: 'success' });
            },
            onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
          });
        }}
      >
        {asking ? `${cardName(asking)} will no longer be offered at checkout. Orders already placed with it are still charged to it.` : null}
      </ConfirmDialog>
    </CardPage>
  );
}
