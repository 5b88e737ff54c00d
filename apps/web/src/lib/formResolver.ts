import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { humanFieldIssue } from '@wine/contract/issues';

const inWords = { error: humanFieldIssue };

/**
 * react-hook-form's resolver for a form's zod schema, with every field error in words ("Must be at
 * most 200 characters", "Please fill this in") where the schema has no message of its own: zod's
 * defaults ("Too big: expected string to have <=200 characters") never reach a person. `raw`: the
 * form submits its values as typed (the console's forms convert them themselves).
 */
export function formResolver<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>): Resolver<Input, unknown, Output>;
export function formResolver<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>, options: { raw: true }): Resolver<Input, unknown, Input>;
export function formResolver<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>, options?: { raw: true }) {
  return options ? zodResolver<Input, unknown, Output>(schema, inWords, options) : zodResolver<Input, unknown, Output>(schema, inWords);
}
