import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type FieldPathByValue, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { RetailerChoice } from '@wine/contract/admin/wines';

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form's field holding the retailer's id. */
  name: FieldPathByValue<T, string>;
  retailers: RetailerChoice[];
  /** What the choice means for the record being edited. */
  hint: string;
}

/** The required retailer of a wine or an event, by name and city: a field of the record's form, its problem in place of the hint. */
export function RetailerSelect<T extends FieldValues>({ form, name, retailers, hint }: Props<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label="Retailer"
          required
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
          fullWidth
        >
          {retailers.map((retailer) => (
            <MenuItem key={retailer._id} value={retailer._id}>
              {retailer.name} ({retailer.city}, {retailer.state})
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
