import type { z } from 'zod';

/** A form's errors by field, from the contract schema's issues (first message of each field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** "2030-03-01T09:30" (a datetime-local input, the admin's clock) <-> an ISO instant. */
export const localInputToIso = (value: string): string | null => (value ? new Date(value).toISOString() : null);

export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * Sends `body` when the contract's `schema` accepts it; otherwise shows the schema's errors by
 * field, plus `more` (checks the schema cannot word as the form does), and sends nothing.
 */
export function submitChecked<T>(
  schema: z.ZodType<unknown, T>,
  body: T,
  setErrors: (errors: Record<string, string>) => void,
  send: (body: T) => void,
  more: Record<string, string> = {},
): void {
  const checked = schema.safeParse(body);
  if (!checked.success) {
    setErrors({ ...fieldErrors(checked.error), ...more });
    return;
  }
  setErrors({});
  send(body);
}
