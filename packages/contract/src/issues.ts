import type { core } from 'zod';

/** What a value of each zod type is, as people say it. */
const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
  date: 'a date',
  null: 'null',
};

const FORMATS: Record<string, string> = {
  email: 'a valid email address',
  uuid: 'a valid id',
  guid: 'a valid id',
  url: 'a web address',
  datetime: 'a date and time such as 2030-01-15T19:00:00-05:00',
  date: 'a date such as 2030-01-15',
  time: 'a time such as 19:00',
};

const quoted = (value: unknown) => JSON.stringify(value);
const unit = (origin: string, count: number | bigint) =>
  origin === 'string' ? ` character${count === 1 ? '' : 's'}` : origin === 'array' || origin === 'set' ? ` item${count === 1 ? '' : 's'}` : '';

/**
 * zod's messages for its own checks ("Too big: expected string to have <=200 characters") in words
 * people read, to follow a field's name ("subject: must be at most 200 characters"). A schema's own
 * message always wins over this one (zod asks a schema first). `undefined`: zod's message stays.
 */
export function humanIssue(issue: core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${KINDS[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'is required';
      const bound = issue.exact ? 'exactly' : issue.inclusive === false ? 'more than' : 'at least';
      return `must ${issue.origin === 'array' || issue.origin === 'set' ? 'have' : 'be'} ${bound} ${issue.minimum}${unit(issue.origin, issue.minimum)}`;
    }
    case 'too_big': {
      const bound = issue.exact ? 'exactly' : issue.inclusive === false ? 'less than' : 'at most';
      return `must ${issue.origin === 'array' || issue.origin === 'set' ? 'have' : 'be'} ${bound} ${issue.maximum}${unit(issue.origin, issue.maximum)}`;
    }
    case 'invalid_format':
      return FORMATS[issue.format] ? `must be ${FORMATS[issue.format]}` : 'is not in the expected format';
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${quoted(issue.values[0])}` : `must be one of ${issue.values.map(quoted).join(', ')}`;
    case 'unrecognized_keys':
      return `${issue.keys.map(quoted).join(', ')} ${issue.keys.length === 1 ? 'is not a field' : 'are not fields'} this accepts`;
    case 'invalid_union':
      return 'does not match any accepted form';
    case 'invalid_key':
      return 'has a key that is not accepted';
    case 'invalid_element':
      return 'has an entry that is not accepted';
    case 'custom':
      return 'is not valid';
    default:
      return undefined;
  }
}

/** The same message for a form, under its field: "Must be at most 200 characters", "Please fill this in". */
export function humanFieldIssue(issue: core.$ZodRawIssue): string | undefined {
  const message = humanIssue(issue);
  if (message === undefined) return undefined;
  if (message === 'is required') return 'Please fill this in';
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}`;
}
