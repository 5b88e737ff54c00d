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
 * makes, each issue on the field of the same name), and a save of `bodyOf(values)` sent at most once
 * per answer. `dialog` is what AdminFormDialog needs of the save: its state, closing and submitting.
 */
export function useRecordForm<Values extends FieldValues, Body>(
  schema: z.ZodType<unknown, Values>,
  values: Values,
  bodyOf: (values: Values) => Body,
  { onSave, saving, error, onClose }: RecordFormProps<Body>,
) {
  // raw: the call carries the body as typed; the schema's output (trimmed, converted) is the server's to make.
  const form = useContractForm(schema, values as DefaultValues<Values>, { raw: true });
  const save = useSaveOnce(onSave, saving, error);
  const onSubmit = form.handleSubmit((valid) => save(bodyOf(valid)));
  return { form, errors: form.formState.errors, dialog: { saving, error, onClose, onSubmit } };
}
