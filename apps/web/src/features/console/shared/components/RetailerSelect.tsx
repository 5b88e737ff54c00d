import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { RetailerChoice } from '@wine/contract/admin/wines';

interface Props {
  retailers: RetailerChoice[];
  value: string;
  onChange: (businessId: string) => void;
  /** The field's error, or undefined. */
  error: string | undefined;
  /** What the choice means for the record being edited. */
  hint: string;
}

/** The required retailer of a wine or an event, by name and city. */
export function RetailerSelect({ retailers, value, onChange, error, hint }: Props) {
  return (
    <TextField select label="Retailer" required value={value} onChange={(event) => onChange(event.target.value)} error={Boolean(error)} helperText={error ?? hint} fullWidth>
      {retailers.map((retailer) => (
        <MenuItem key={retailer._id} value={retailer._id}>
          {retailer.name} ({retailer.city}, {retailer.state})
        </MenuItem>
      ))}
    </TextField>
  );
}
