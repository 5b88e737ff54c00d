import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { useSnackbar } from '../../../lib/toast';
import type { CartLine } from '@wine/contract/cart';
import { QUANTITY_MAX, QUANTITY_MIN, Timing } from '@wine/contract/constants';
import { paths } from '@wine/contract/routes';
import { mostBottles, stockLimitNote } from '@wine/contract/stock';
import { Price } from '../../../components/ui/Price';
import { WineImage } from '../../../components/ui/WineImage';
import { useSetCartQuantity } from '../../../lib/cart';
import { errorMessageOf } from '../../../lib/http';

interface Props {
  line: CartLine;
  /** The line's total from the server's pricing, when known ("$42.48"). */
  lineTotalLabel: string | null;
}

/**
 * One cart line of step 1: the wine, a quantity stepper (1 to 150 or the bottles on hand when fewer,
 * both buttons locked for 0.5 s after a click, spec 001 §2.14, §5) and remove (quantity 0). A line
 * asking for more bottles than the wine has left says so, with the server's words (issue 32).
 */
export function CartLineRow({ line, lineTotalLabel }: Props) {
  const setQuantity = useSetCartQuantity();
  const { enqueueSnackbar } = useSnackbar();
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const change = (quantity: number) => {
    setLocked(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), Timing.quantityLock);
    setQuantity.mutate(
      { catalogueId: line.catalogueId, quantity, affiliationId: line.affiliation.id },
      { onError: (error) => enqueueSnackbar(errorMessageOf(error, 'Something went wrong!'), { variant: 'error' }) },
    );
  };
  const producer = line.product.customData.product.producer;
  const short = line.availability.message;
  // At the bottles on hand the increase button stops; this says why.
  const limit = short ? null : stockLimitNote(line.quantity, line.availability.available, QUANTITY_MAX);

  return (
    <Box
      component="li"
      aria-label={line.title}
      sx={{ display: 'flex', gap: 2, py: 2, borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start' }}
    >
      <WineImage src={line.iconUrl} alt={line.title} height={96} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link component={RouterLink} to={paths.wine(line.catalogueId, line.title)} underline="hover" color="inherit">
          <Typography component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {line.title}
          </Typography>
        </Link>
        {producer ? (
          <Typography variant="body2" color="text.secondary">
            {producer}
          </Typography>
        ) : null}
        <Box sx={{ mt: 0.5 }}>
          <Price wine={line} size="small" />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1 }}>
          <Box
            role="group"
            aria-label={`Quantity of ${line.title}`}
            sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 2 }}
          >
            <IconButton
              size="small"
              aria-label="Decrease quantity"
              onClick={() => change(line.quantity - 1)}
              disabled={locked || line.quantity <= QUANTITY_MIN}
            >
              <RemoveIcon fontSize="small" />
            </IconButton>
            <Typography component="output" aria-label="Quantity" sx={{ minWidth: 36, textAlign: 'center', fontWeight: 600 }}>
              {line.quantity}
            </Typography>
            <IconButton
              size="small"
              aria-label="Increase quantity"
              onClick={() => change(line.quantity + 1)}
              disabled={locked || line.quantity >= mostBottles(line.availability.available, QUANTITY_MAX)}
            >
              <AddIcon fontSize="small" />
            </IconButton>
          </Box>
          <IconButton aria-label={`Remove ${line.title}`} onClick={() => change(0)} disabled={locked} size="small">
            <DeleteIcon />
          </IconButton>
        </Box>
        {short ? (
          <Typography role="status" variant="body2" color="error" sx={{ mt: 1, fontWeight: 600 }}>
            {short}
          </Typography>
        ) : null}
        {line.product.isActive ? null : (
          <Typography role="status" variant="body2" color="error" sx={{ mt: 1, fontWeight: 600 }}>
            No longer available: please remove it to continue.
          </Typography>
        )}
        {limit ? (
          <Typography role="status" variant="body2" color="warning.dark" sx={{ mt: 1, fontWeight: 600 }}>
            {limit}
          </Typography>
        ) : null}
      </Box>
      {lineTotalLabel ? (
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} aria-label={`Line total ${lineTotalLabel}`}>
          {lineTotalLabel}
        </Typography>
      ) : null}
    </Box>
  );
}
