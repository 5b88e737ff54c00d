import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useContractForm } from '../../../../lib/contractForm';
import { useSaveOnce } from '../../../../lib/useSaveOnce';

/** What a console form dialog gets from its page besides the record: the save's state, and what closing and saving do. */
export interface RecordFormProps<Body> {
  saving: boolean;
  error: unknown;
  onClose: () => void;
  onSave: (body: Body) => void;
}

/**
 * A console record's form: `values` judged by `schema` (the contract's rules over the body the form
 * makes, each issue on the field of the same name), and a save sent at most once per answer.
 */
export function useRecordForm<Values extends FieldValues, Body>(schema: z.ZodType<unknown, Values>, values: Values, { onSave, saving, error }: Omit<RecordFormProps<Body>, 'onClose'>) {
  // raw: the call carries the body as typed; the schema's output (trimmed, converted) is the server's to make.
  const form = useContractForm(schema, values as DefaultValues<Values>, { raw: true });
  return { form, errors: form.formState.errors, save: useSaveOnce(onSave, saving, error) };
}
