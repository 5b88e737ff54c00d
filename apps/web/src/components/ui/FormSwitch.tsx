import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type FieldPathByValue, type FieldValues, type UseFormReturn } from 'react-hook-form';

interface Props<T extends FieldValues, Output = T> {
  form: UseFormReturn<T, unknown, Output>;
  /** A yes/no field of the form. */
  name: FieldPathByValue<T, boolean>;
  label: string;
}

/** A yes/no field of a react-hook-form form (the form system), as a labelled switch. */
export function FormSwitch<T extends FieldValues, Output = T>({ form, name, label }: Props<T, Output>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(change) => field.onChange(change.target.checked)} />} label={label} />}
    />
  );
}
