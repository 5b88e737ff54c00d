import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { withoutSpaces } from '../../lib/inputFilters';

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form's field names for the first and last name. */
  first: Path<T>;
  last: Path<T>;
}

/** First and last name side by side, spaces blocked (spec 001 §5): sign-up, profile, application, addresses. */
export function NameFields<T extends FieldValues>({ form, first, last }: Props<T>) {
  const { errors } = form.formState;
  const messageOf = (name: Path<T>): string | undefined => (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label="First name"
        autoComplete="given-name"
        required
        fullWidth
        {...withoutSpaces(form.register(first))}
        error={Boolean(messageOf(first))}
        helperText={messageOf(first)}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        required
        fullWidth
        {...withoutSpaces(form.register(last))}
        error={Boolean(messageOf(last))}
        helperText={messageOf(last)}
      />
    </Stack>
  );
}
