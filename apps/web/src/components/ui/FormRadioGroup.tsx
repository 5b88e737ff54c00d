import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ReactNode } from 'react';
import { Controller, type FieldPathByValue, type FieldValues, type UseFormReturn } from 'react-hook-form';

interface Props<T extends FieldValues, Output = T> {
  form: UseFormReturn<T, unknown, Output>;
  /** A text field of the form holding the chosen option's value ('' before one is chosen). */
  name: FieldPathByValue<T, string>;
  /** The group's heading, which names it; `id` ties the two. */
  label: ReactNode;
  id: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
}

/** One choice among a few (the form system), as labelled radio buttons, its error under them. */
export function FormRadioGroup<T extends FieldValues, Output = T>({ form, name, label, id, options, required }: Props<T, Output>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl required={required} error={Boolean(fieldState.error)}>
          <FormLabel id={id}>{label}</FormLabel>
          <RadioGroup aria-labelledby={id} name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur}>
            {options.map((option) => (
              <FormControlLabel key={option.value} value={option.value} control={<Radio size="small" />} label={option.label} />
            ))}
          </RadioGroup>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}
