import Stack from '@mui/material/Stack';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { withoutSpaces } from '../../lib/inputFilters';
import { FormTextField } from './FormTextField';

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form's field names for the first and last name. */
  first: Path<T>;
  last: Path<T>;
}

/** First and last name side by side, spaces blocked (spec 001 §5): sign-up, profile, application, addresses. */
export function NameFields<T extends FieldValues>({ form, first, last }: Props<T>) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField form={form} name={first} label="First name" autoComplete="given-name" required fullWidth filter={withoutSpaces} />
      <FormTextField form={form} name={last} label="Last name" autoComplete="family-name" required fullWidth filter={withoutSpaces} />
    </Stack>
  );
}
