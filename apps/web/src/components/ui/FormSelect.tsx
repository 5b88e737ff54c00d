import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

type Props<T extends FieldValues, Output = T> = Omit<TextFieldProps, 'name' | 'select' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'children'> & {
  form: UseFormReturn<T, unknown, Output>;
  name: FieldPath<T>;
  /** Shown under the menu while it holds no error. */
  hint?: ReactNode;
  /** The menu's items (MenuItem), each with the value the field takes. */
  children: ReactNode;
};

/** One choice from a menu, in a react-hook-form form (the form system), its error under it. */
export function FormSelect<T extends FieldValues, Output = T>({ form, name, hint, children, ...props }: Props<T, Output>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          {...props}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
        >
          {children}
        </TextField>
      )}
    />
  );
}
