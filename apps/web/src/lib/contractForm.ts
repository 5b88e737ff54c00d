import { get, useForm, type DefaultValues, type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from './formResolver';

type Options<Input extends FieldValues, Output> = Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'defaultValues'>;

/**
 * The one way a form is written (decision 0069): react-hook-form holding the fields, judged by
 * `schema` (the contract's rules for the call the form makes, each issue on the field of the same
 * name, in words), submitted with the schema's output. The fields are the `Form*` components of
 * components/ui, which show a field's error under it.
 *
 * `raw`: the call takes the fields as typed while the contract's output is the server's own
 * (a price typed "89.00" that the contract turns into cents): the schema judges them, and the
 * submit gets them unchanged.
 */
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  options: Options<Input, Input> & { raw: true },
): UseFormReturn<Input, unknown, Input>;
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  options?: Options<Input, Output>,
): UseFormReturn<Input, unknown, Output>;
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  { raw, ...options }: Options<Input, Output> & { raw?: true } = {},
) {
  const resolver = raw ? formResolver(schema, { raw }) : formResolver(schema);
  return useForm<Input, unknown, Input | Output>({ ...options, resolver, defaultValues } as UseFormProps<Input, unknown, Input | Output>);
}

/** The message of the error on the field `name`, if it has one. */
export function fieldError<T extends FieldValues, Output>(form: Pick<UseFormReturn<T, unknown, Output>, 'formState'>, name: FieldPath<T>): string | undefined {
  return (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
}
