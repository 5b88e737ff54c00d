import { z } from 'zod';

/** Success envelope: `{status: 1, result}`. */
export const ok = <T extends z.ZodType>(result: T) => z.object({ status: z.literal(1), result });

/** Failure envelope: `{status: 0, error: {errorCode, errorMessage}}`. */
export const failure = z.object({
  status: z.literal(0),
  error: z.object({ errorCode: z.number().int(), errorMessage: z.string() }),
});
export type Failure = z.infer<typeof failure>;

/** The query of a list that takes no parameters: an unknown key is a 400, as on every list (DESIGN §3). */
export const noQuery = z.object({}).strict();

/** A UUIDv7 id as exposed in `_id`. */
export const id = z.uuid();
