import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import type { SavedCard } from '@wine/contract/cards';
import type { Pricing } from '@wine/contract/checkout';
import { Text } from '@wine/contract/texts';
import type { CheckoutRouteState } from '../../../lib/checkoutContext';
import { cardName } from '@wine/contract/cards';

export const ADD_CARD_PATH = '/payment/add-card';

interface Props {
  pricing: Pricing | undefined;
  promo: React.ReactNode;
  cards: SavedCard[];
  cardsLoading: boolean;
  payByCard: boolean;
  onPayByCard: () => void;
  cardId: string | null;
  onCard: (id: string) => void;
  /** Route state for the add-card page, so that it can bring the shopper back here. */
  addCardState: CheckoutRouteState;
}

const itemsLabel = (count: number) => `${count} ${count === 1 ? 'ITEM' : 'ITEMS'}`;

/**
 * Step 4 (spec 001 §2.14): ORDER DETAILS, the Promo Code box and Checkout: pay by card with a
 * saved card, or add one; $0 is charged now and the card after 11:30pm.
 */
export function PaymentStep({ pricing, promo, cards, cardsLoading, payByCard, onPayByCard, cardId, onCard, addCardState }: Props) {
  const items = pricing?.items ?? [];
  const count = items.length;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box component="section" aria-labelledby="order-details">
        <Typography id="order-details" component="h3" sx={{ fontWeight: 700, letterSpacing: 0.5, mb: 1 }}>
          ORDER DETAILS ({itemsLabel(count)})
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <Box
              component="li"
              key={item._id}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography variant="body2">
                {item.quantity} x {item.title}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {item.lineTotalLabel}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>

      {promo}

      <Box component="section" aria-labelledby="checkout-payment" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
        <Typography id="checkout-payment" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Checkout
        </Typography>
        <FormControlLabel
          control={<Radio checked={payByCard} onChange={onPayByCard} value="CARD" />}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <CreditCardIcon aria-hidden fontSize="small" /> Pay by Credit/Debit card
            </Box>
          }
        />
        <FormControl fullWidth size="small" sx={{ mt: 1 }}>
          <InputLabel id="saved-card-label">Saved card</InputLabel>
          <Select
            labelId="saved-card-label"
            label="Saved card"
            value={cardId && cards.some((card) => card.id === cardId) ? cardId : ''}
            onChange={(event) => onCard(event.target.value)}
            disabled={cardsLoading}
          >
            {cards.length === 0 ? (
              <MenuItem value="" disabled>
                No saved card yet
              </MenuItem>
            ) : null}
            {cards.map((card) => (
              <MenuItem key={card.id} value={card.id}>
                {cardName(card)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Link component={RouterLink} to={ADD_CARD_PATH} state={addCardState} sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}>
          {Text.addNewCard}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {Text.chargeLater}
        </Typography>
      </Box>
    </Box>
  );
}
