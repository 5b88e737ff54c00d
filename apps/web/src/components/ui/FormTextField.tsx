import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { COUNTRY_CODE, PHONE_DIGITS } from '@wine/contract/constants';
import type { ReactNode } from 'react';
import { type FieldValues, type Path, type RegisterOptions, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { fieldError } from '../../lib/contractForm';
import { digitsOnly, withoutSpaces } from '../../lib/inputFilters';

type Props<T extends FieldValues, Output = T> = Omit<TextFieldProps, 'name' | 'error' | 'helperText'> & {
  /** The form (its submitted values, Output, may differ from the fields' when the schema converts them). */
  form: UseFormReturn<T, unknown, Output>;
  name: Path<T>;
  /** The field's own rules, for the forms that keep them out of a schema. */
  rules?: RegisterOptions<T, Path<T>>;
  /** Keeps some typed characters out of the field (withoutSpaces, digitsOnly). */
  filter?: (field: UseFormRegisterReturn<Path<T>>) => UseFormRegisterReturn<Path<T>>;
  /** Shown under the field while it holds no error. */
  hint?: ReactNode;
};

/** A text field of a react-hook-form form (the form system): registered, filtered, its error under it. */
export function FormTextField<T extends FieldValues, Output = T>({ form, name, rules, filter = (field) => field, hint, ...props }: Props<T, Output>) {
  const message = fieldError(form, name);
  return <TextField {...props} {...filter(form.register(name, rules))} error={Boolean(message)} helperText={message ?? hint} />;
}

/** The email of the account forms: typed or pasted spaces never reach it (spec 001 §5). */
export function EmailField<T extends FieldValues, Output = T>(props: Omit<Props<T, Output>, 'filter' | 'type'>) {
  return <FormTextField label="Email" type="email" autoComplete="email" required filter={withoutSpaces} {...props} />;
}

/** A US phone number: its digits only, at most PHONE_DIGITS of them (spec 001 §5); `withCountryCode` shows the +1 it is sent with. */
export function PhoneField<T extends FieldValues, Output = T>({ withCountryCode = false, ...props }: Omit<Props<T, Output>, 'filter' | 'slotProps'> & { withCountryCode?: boolean }) {
  return (
    <FormTextField
      label="Phone number"
      autoComplete="tel-national"
      filter={(field) => digitsOnly(field, PHONE_DIGITS)}
      slotProps={{
        input: withCountryCode ? { startAdornment: <InputAdornment position="start">{COUNTRY_CODE}</InputAdornment> } : undefined,
        htmlInput: { inputMode: 'numeric', maxLength: PHONE_DIGITS },
      }}
      {...props}
    />
  );
}

/** The slot props of a field of dollars: a $ before it, and a phone's decimal keypad. */
export const dollarsSlotProps = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'decimal' as const } };
