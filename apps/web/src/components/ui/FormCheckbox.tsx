import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { SxProps, Theme } from '@mui/material/styles';
import { Controller, type FieldPathByValue, type FieldValues, type UseFormReturn } from 'react-hook-form';

interface Props<T extends FieldValues, Output = T> {
  form: UseFormReturn<T, unknown, Output>;
  /** A yes/no field of the form. */
  name: FieldPathByValue<T, boolean>;
  label: string;
  sx?: SxProps<Theme>;
}

/** A yes/no field of a form (the form system) that the shopper or staff confirm by ticking, its error under it. */
export function FormCheckbox<T extends FieldValues, Output = T>({ form, name, label, sx }: Props<T, Output>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Box sx={sx}>
          <FormControlLabel control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />} label={label} />
          {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
        </Box>
      )}
    />
  );
}
