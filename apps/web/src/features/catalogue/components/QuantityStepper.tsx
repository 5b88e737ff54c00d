import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { QUANTITY_MAX, QUANTITY_MIN } from '@wine/contract/constants';

interface Props {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  label: string;
}

/** Quantity 1 to 150 (spec 000 §5): decrease disabled at 1, increase at 150. */
export function QuantityStepper({ value, onChange, disabled = false, label }: Props) {
  const set = (next: number) => onChange(Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, next)));
  return (
    <Box role="group" aria-label={label} sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <IconButton aria-label="Decrease quantity" onClick={() => set(value - 1)} disabled={disabled || value <= QUANTITY_MIN}>
        <RemoveIcon />
      </IconButton>
      <Box
        component="input"
        type="number"
        inputMode="numeric"
        aria-label="Quantity"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        value={value}
        disabled={disabled}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          const parsed = Number.parseInt(event.target.value.replace(/\D/g, ''), 10);
          if (Number.isFinite(parsed)) set(parsed);
        }}
        sx={{
          width: 56,
          textAlign: 'center',
          border: 0,
          font: 'inherit',
          fontWeight: 600,
          bgcolor: 'transparent',
          MozAppearance: 'textfield',
          '&::-webkit-outer-spin-button, &::-webkit-inner-spin-button': { WebkitAppearance: 'none', m: 0 },
        }}
      />
      <IconButton aria-label="Increase quantity" onClick={() => set(value + 1)} disabled={disabled || value >= QUANTITY_MAX}>
        <AddIcon />
      </IconButton>
    </Box>
  );
}
