import { z } from 'zod';
import { ERROR_CODE_MEANINGS } from './error-meanings';
import { ErrorCode } from './errors';

/** Success envelope: `{status: 1, result}`. */
export const ok = <T extends z.ZodType>(result: T) => z.object({ status: z.literal(1), result });

const ERROR_CODES = Object.values(ErrorCode);

/**
 * Failure envelope: `{status: 0, error: {errorCode, errorMessage}}`. The code is one of the listed
 * ones, each described in the OpenAPI document; its first three digits are the HTTP status.
 */
export const failure = z.object({
  status: z.literal(0),
  error: z.object({
    errorCode: z.literal(ERROR_CODES).meta({
      description: `One code per class of error:\n${ERROR_CODES.map((code) => `- ${code}: ${ERROR_CODE_MEANINGS[code]}`).join('\n')}`,
    }),
    errorMessage: z.string(),
  }),
});
export type Failure = z.infer<typeof failure>;

/** The query of a list that takes no parameters: an unknown key is a 400, as on every list (DESIGN §3). */
export const noQuery = z.object({}).strict();

/** A UUIDv7 id as exposed in `_id`. */
export const id = z.uuid();
/** What an answer points at by id and name: a person or a retailer. */
export const named = z.object({ _id: id, name: z.string() });
