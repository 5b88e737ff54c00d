import { get, useForm, type DefaultValues, type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from './formResolver';

/**
 * The one way a form is written (decision 0069): react-hook-form holding the fields, judged by
 * `schema` (the contract's rules for the call the form makes, each issue on the field of the same
 * name, in words), submitted with the schema's output. The fields are the `Form*` components of
 * components/ui, which show a field's error under it.
 */
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'defaultValues'> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ ...options, resolver: formResolver(schema), defaultValues });
}

/** The message of the error on the field `name`, if it has one. */
export function fieldError<T extends FieldValues, Output>(form: Pick<UseFormReturn<T, unknown, Output>, 'formState'>, name: FieldPath<T>): string | undefined {
  return (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
}
