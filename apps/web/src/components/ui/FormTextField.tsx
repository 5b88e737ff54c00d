import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { get, type FieldValues, type Path, type RegisterOptions, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { withoutSpaces } from '../../lib/inputFilters';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error' | 'helperText'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  /** The field's own rules, for the forms that keep them out of a schema. */
  rules?: RegisterOptions<T, Path<T>>;
  /** Keeps some typed characters out of the field (withoutSpaces, digitsOnly). */
  filter?: (field: UseFormRegisterReturn<Path<T>>) => UseFormRegisterReturn<Path<T>>;
  /** Shown under the field while it holds no error. */
  hint?: ReactNode;
};

/** A text field of a react-hook-form form (the form system): registered, filtered, its error under it. */
export function FormTextField<T extends FieldValues>({ form, name, rules, filter = (field) => field, hint, ...props }: Props<T>) {
  const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return <TextField {...props} {...filter(form.register(name, rules))} error={Boolean(message)} helperText={message ?? hint} />;
}

/** The email of the account forms: typed or pasted spaces never reach it (spec 001 §5). */
export function EmailField<T extends FieldValues>(props: Omit<Props<T>, 'filter' | 'type'>) {
  return <FormTextField label="Email" type="email" autoComplete="email" required filter={withoutSpaces} {...props} />;
}
