import { randomUUID } from 'node:crypto';
import { newId } from '../../src/lib/ids';
import type { PreparedCall } from '../authorization/scene';
import type { DocumentedRoute, JsonSchema } from '../authorization/routes';

/** A deterministic generator (mulberry32): the same seed replays the same requests. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof seeded>;

/** A change to a valid request; applied to a freshly prepared one each time. */
export interface Mutation {
  label: string;
  apply: (call: PreparedCall) => PreparedCall;
}

const HUGE_FIELD = 'x'.repeat(100_000);
const HUGE_UNICODE_FIELD = '🍷'.repeat(50_000);
/** Just under the 1 MiB body limit once in JSON: the field itself reaches validation. */
const NEAR_LIMIT_FIELD = 'y'.repeat(1_000_000);
/** Over the body limit. */
const MEGABYTE_FIELD = 'z'.repeat(1024 * 1024 + 16);

const UNICODE = [
  'right\u202Eto-left\u202C',
  'zero\u200Bwidth\u200D\uFEFF',
  '🍷🥂👩‍👩‍👧‍👦',
  'lone \uD800 high surrogate',
  '\uDC00 lone low surrogate',
  'nul\u0000byte',
  'e\u0301\u0301\u0301\u0301',
  'ברכה مرحبا',
  '\uFFFF\uFFFE',
  '   ',
  '',
  "' OR 1=1; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%ff',
] as const;

const NUMBERS = [-1, -0.5, 0.5, 1.5, 0, -1e308, 1e308, 2 ** 53 + 2, 5e-324, -2147483649, 2147483648] as const;

const WRONG_TYPES: Record<string, readonly unknown[]> = {
  string: [12, true, null, [], {}, ['a'], { nested: 'x' }],
  number: ['12', '1e3', '', 'NaN', true, null, [], {}],
  integer: ['12', '', true, null, [], {}, 1.5],
  boolean: ['true', 1, 0, null, 'yes', []],
  array: ['a', {}, 1, null, [null], [[]], Array.from({ length: 5000 }, () => 'x')],
  object: ['x', 1, [], null, true],
};

/** Bad path ids: not uuids, and uuids that exist nowhere. */
const PATH_VALUES = [
  'not-a-uuid',
  '1',
  '-1',
  '0.5',
  '%00',
  '%ED%A0%80',
  '%F0%9F%8D%B7',
  encodeURIComponent("'; DROP TABLE users; --"),
  'x'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'unknown-v7',
  'unknown-v4',
] as const;

const pathValue = (value: (typeof PATH_VALUES)[number]) => (value === 'unknown-v7' ? newId() : value === 'unknown-v4' ? randomUUID() : value);

/** Bad query values, already encoded (some on purpose malformed). */
const QUERY_VALUES = [
  '',
  '-1',
  '0.5',
  '1e309',
  'NaN',
  'true',
  encodeURIComponent(HUGE_FIELD.slice(0, 10_000)),
  encodeURIComponent('🍷\u202E\u200B'),
  '%ED%A0%80',
  '%00',
  '%',
  '%zz',
  'not-a-uuid',
] as const;

interface Slot {
  path: (string | number)[];
  schema: JsonSchema;
}

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  return variant ? typeOf(variant) : undefined;
};

const propertiesOf = (schema: JsonSchema): Record<string, JsonSchema> => {
  const variants = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return Object.assign({}, ...variants.map((variant) => variant.properties ?? {})) as Record<string, JsonSchema>;
};

const requiredOf = (schema: JsonSchema): string[] => [...new Set([schema, ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap((variant) => variant.required ?? []))];

/** Every field of a body schema (nested objects, and the first item of arrays), depth-first. */
function slotsOf(schema: JsonSchema, path: (string | number)[] = [], depth = 0): Slot[] {
  if (depth > 3) return [];
  const slots: Slot[] = [];
  for (const [name, property] of Object.entries(propertiesOf(schema))) {
    const here = [...path, name];
    slots.push({ path: here, schema: property });
    if (typeOf(property) === 'object') slots.push(...slotsOf(property, here, depth + 1));
    if (typeOf(property) === 'array' && property.items && typeOf(property.items) === 'object') slots.push(...slotsOf(property.items, [...here, 0], depth + 1));
  }
  return slots;
}

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** Sets (or deletes, for undefined) a value deep in a JSON body, creating what is missing. */
function setAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  const root = (body && typeof body === 'object' ? clone(body) : {}) as Record<string | number, unknown>;
  let node = root;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      if (value === undefined) delete node[key];
      else node[key] = value;
      break;
    }
    const child = node[key];
    node[key] = child && typeof child === 'object' ? child : typeof path[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  return root;
}

const label = (path: (string | number)[]) => path.join('.');
const describe = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 20)}…(${text.length})` : text;
};

/** The values tried in one field of a given schema. */
function badValues(schema: JsonSchema): unknown[] {
  const type = typeOf(schema) ?? 'string';
  const values: unknown[] = [...(WRONG_TYPES[type] ?? WRONG_TYPES.string!)];
  if (type === 'string') values.push(HUGE_FIELD, HUGE_UNICODE_FIELD, ...UNICODE, newId(), randomUUID());
  if (type === 'number' || type === 'integer') values.push(...NUMBERS);
  if (type === 'object') values.push({ unexpected: true }, { ['x'.repeat(1000)]: HUGE_FIELD });
  return values;
}

/** Replaces one documented field of the body. */
const fieldMutation = (slot: Slot, value: unknown): Mutation => ({
  label: `body ${label(slot.path)} = ${describe(value)}`,
  apply: (call) => ({ ...call, payload: setAt(call.payload ?? {}, slot.path, value) as object }),
});

function pathMutations(route: DocumentedRoute): Mutation[] {
  const segments = route.path.split('/');
  return segments.flatMap((segment, index) =>
    /^\{.+\}$/.test(segment)
      ? PATH_VALUES.map((value) => ({
          label: `path ${segment} = ${describe(value)}`,
          apply: (call: PreparedCall) => {
            const [path, query] = call.url.split('?');
            const parts = path!.split('/');
            parts[index] = pathValue(value);
            return { ...call, url: `${parts.join('/')}${query === undefined ? '' : `?${query}`}` };
          },
        }))
      : [],
  );
}

/** Rebuilds the query of a URL with one key changed (value already encoded; undefined removes it). */
function withQuery(url: string, name: string, encoded: string | undefined, append = false): string {
  const [path, query = ''] = url.split('?');
  const key = encodeURIComponent(name);
  const pairs = query.split('&').filter((pair) => pair && (append || pair.split('=')[0] !== key));
  if (encoded !== undefined) pairs.push(`${key}=${encoded}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path!;
}

function queryMutations(route: DocumentedRoute): Mutation[] {
  const mutations: Mutation[] = [
    { label: 'query unknown key', apply: (call) => ({ ...call, url: withQuery(call.url, 'zzUnknownKey', '1') }) },
    { label: 'query operator key', apply: (call) => ({ ...call, url: withQuery(call.url, 'title[$regex]', '.*') }) },
    { label: 'query prototype key', apply: (call) => ({ ...call, url: withQuery(call.url, '__proto__[admin]', 'true') }) },
  ];
  for (const parameter of route.queryParams) {
    for (const value of QUERY_VALUES) {
      mutations.push({ label: `query ${parameter.name} = ${describe(value)}`, apply: (call) => ({ ...call, url: withQuery(call.url, parameter.name, value) }) });
    }
    mutations.push({ label: `query ${parameter.name} twice`, apply: (call) => ({ ...call, url: withQuery(withQuery(call.url, parameter.name, 'a', true), parameter.name, 'b', true) }) });
    if (parameter.required) mutations.push({ label: `query ${parameter.name} missing`, apply: (call) => ({ ...call, url: withQuery(call.url, parameter.name, undefined) }) });
  }
  return mutations;
}

const rawBody = (label: string, payload: string | Buffer, contentType = 'application/json'): Mutation => ({
  label,
  apply: (call) => ({ ...call, payload: Buffer.from(payload), headers: { ...call.headers, 'content-type': contentType } }),
});

/** Whole bodies that are not what any route reads. */
const WHOLE_BODIES: Mutation[] = [
  rawBody('body null', 'null'),
  rawBody('body array', '[]'),
  rawBody('body string', '"text"'),
  rawBody('body number', '-1.5'),
  rawBody('body empty', ''),
  rawBody('body truncated JSON', '{"a":'),
  rawBody('body prototype pollution', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}'),
  rawBody('body nested 10000 deep', `${'['.repeat(10_000)}${']'.repeat(10_000)}`),
  rawBody('body over 1 MiB', JSON.stringify({ field: MEGABYTE_FIELD })),
  rawBody('body as text/plain', 'hello', 'text/plain'),
  rawBody('body as form', 'a=1&b=2', 'application/x-www-form-urlencoded'),
  rawBody('body as UTF-16 JSON', Buffer.from('{"a":"b"}', 'utf16le'), 'application/json; charset=utf-16'),
  rawBody('body invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d])),
  rawBody('body multipart without boundary', 'garbage', 'multipart/form-data'),
];

const HEADER_MUTATIONS: Mutation[] = [
  { label: 'header tenantid unknown', apply: (call) => ({ ...call, headers: { ...call.headers, tenantid: 'not-a-tenant' } }) },
  { label: 'header response-version odd', apply: (call) => ({ ...call, headers: { ...call.headers, 'response-version': '\u202Ev9' } }) },
];

/** Mutations of a body that is not JSON (an upload): the parts the route reads, broken. */
function uploadMutations(): Mutation[] {
  const keepHeaders = (label: string, make: (payload: Buffer) => Buffer): Mutation => ({
    label,
    apply: (call) => ({ ...call, payload: make(call.payload as Buffer) }),
  });
  return [
    keepHeaders('upload truncated', (payload) => payload.subarray(0, Math.floor(payload.length / 2))),
    keepHeaders('upload garbage bytes', (payload) => Buffer.from(payload.map((_, index) => (index * 7919) % 256))),
    keepHeaders('upload text in the image', (payload) => Buffer.from(payload.toString('latin1').replace(/\r\n\r\n[\s\S]*\r\n--/, '\r\n\r\nnot an image\r\n--'), 'latin1')),
  ];
}

function sample<T>(items: readonly T[], count: number, random: Random): T[] {
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = random.int(index + 1);
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  return shuffled.slice(0, count);
}

/**
 * The mutations of a route: `singles` of the one-change mutations (of the path, query, headers,
 * each body field, whole bodies), sampled by the generator, then `combos` random combinations of
 * two to four of them.
 */
export function mutationsOf(route: DocumentedRoute, base: PreparedCall, random: Random, budget: { singles: number; combos: number }): Mutation[] {
  const singles: Mutation[] = [...pathMutations(route), ...queryMutations(route), ...HEADER_MUTATIONS];
  if (route.body) {
    const slots = slotsOf(route.body);
    for (const slot of slots) for (const value of badValues(slot.schema)) singles.push(fieldMutation(slot, value));
    for (const name of requiredOf(route.body)) singles.push({ ...fieldMutation({ path: [name], schema: {} }, undefined), label: `body ${name} missing` });
    const firstString = slots.find((slot) => typeOf(slot.schema) === 'string');
    if (firstString) singles.push(fieldMutation(firstString, NEAR_LIMIT_FIELD), fieldMutation(firstString, MEGABYTE_FIELD));
  }
  if (Buffer.isBuffer(base.payload)) singles.push(...uploadMutations());
  else singles.push(...WHOLE_BODIES, fieldMutation({ path: ['zzExtraField'], schema: {} }, 'extra'));

  const combos: Mutation[] = Array.from({ length: budget.combos }, () => {
    const parts = sample(singles, 2 + random.int(3), random);
    return { label: parts.map((part) => part.label).join(' + '), apply: (call: PreparedCall) => parts.reduce((current, part) => part.apply(current), call) };
  });
  return [...sample(singles, budget.singles, random), ...combos];
}
