import MenuItem from '@mui/material/MenuItem';
import type { TextFieldProps } from '@mui/material/TextField';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormSelect } from '../../../../components/ui/FormSelect';

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form's field holding `same_window` or `new_window`. */
  name: FieldPath<T>;
  size?: TextFieldProps['size'];
  fullWidth?: boolean;
}

/** Where a link of the home's banners or an event's images opens: the same window or a new one. */
export function OpenInSelect<T extends FieldValues>({ form, name, size, fullWidth }: Props<T>) {
  return (
    <FormSelect form={form} name={name} label="Opens in" size={size} fullWidth={fullWidth}>
      <MenuItem value="same_window">The same window</MenuItem>
      <MenuItem value="new_window">A new window</MenuItem>
    </FormSelect>
  );
}
