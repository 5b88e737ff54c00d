import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { QUANTITY_MAX, QUANTITY_MIN } from '@wine/contract/constants';
import { stockLimitNote } from '@wine/contract/stock';

interface Props {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  label: string;
  /** The most it may show: the wine's bottles on hand when fewer than QUANTITY_MAX (issue 32). */
  max?: number;
}

/**
 * Quantity 1 to 150 (spec 000 §5), or to the bottles on hand when fewer: decrease disabled at 1,
 * increase at the top, where the bottles on hand say why ("Only 3 left"). What is typed is kept as typed while it is not a whole number ("2.5" is
 * refused and said so, never read as 25); leaving the box shows the quantity in force again.
 */
export function QuantityStepper({ value, onChange, disabled = false, label, max = QUANTITY_MAX }: Props) {
  const [typed, setTyped] = useState<string | null>(null);
  const top = Math.max(QUANTITY_MIN, Math.min(QUANTITY_MAX, max));
  const clamp = (next: number) => Math.min(top, Math.max(QUANTITY_MIN, next));
  const set = (next: number) => {
    setTyped(null);
    onChange(clamp(next));
  };
  const refused = typed !== null && typed.trim() !== '' && !/^\d+$/.test(typed.trim());
  const limit = refused ? null : stockLimitNote(value, max, QUANTITY_MAX);
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5 }}>
      <Box role="group" aria-label={label} sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: refused ? 'error.main' : 'divider', borderRadius: 2 }}>
        <IconButton aria-label="Decrease quantity" onClick={() => set(value - 1)} disabled={disabled || value <= QUANTITY_MIN}>
          <RemoveIcon />
        </IconButton>
        <Box
          component="input"
          type="text"
          inputMode="numeric"
          aria-label="Quantity"
          aria-invalid={refused}
          aria-describedby={refused ? 'quantity-error' : undefined}
          value={typed ?? String(value)}
          disabled={disabled}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            const text = event.target.value.trim();
            if (/^\d+$/.test(text)) {
              const typedNumber = Number.parseInt(text, 10);
              onChange(clamp(typedNumber));
              // Within range the box keeps what was typed ("1" on the way to "12"); outside it shows the bound.
              setTyped(typedNumber === clamp(typedNumber) ? text : null);
            } else {
              setTyped(event.target.value);
            }
          }}
          onBlur={() => setTyped(null)}
          sx={{ width: 56, textAlign: 'center', border: 0, font: 'inherit', fontWeight: 600, bgcolor: 'transparent', color: 'text.primary' }}
        />
        <IconButton aria-label="Increase quantity" onClick={() => set(value + 1)} disabled={disabled || value >= top}>
          <AddIcon />
        </IconButton>
      </Box>
      {refused ? (
        <Typography id="quantity-error" role="alert" variant="caption" color="error">
          {`Enter a whole number of bottles, ${QUANTITY_MIN} to ${top}`}
        </Typography>
      ) : null}
      {limit ? (
        <Typography role="status" variant="caption" color="warning.dark" sx={{ fontWeight: 600 }}>
          {limit}
        </Typography>
      ) : null}
    </Box>
  );
}
