import MenuItem from '@mui/material/MenuItem';
import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';
import type { RetailerChoice } from '@wine/contract/admin/wines';
import { FormSelect } from '../../../../components/ui/FormSelect';

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
    <FormSelect form={form} name={name} label="Retailer" required hint={hint} fullWidth>
      {retailers.map((retailer) => (
        <MenuItem key={retailer._id} value={retailer._id}>
          {retailer.name} ({retailer.city}, {retailer.state})
        </MenuItem>
      ))}
    </FormSelect>
  );
}
