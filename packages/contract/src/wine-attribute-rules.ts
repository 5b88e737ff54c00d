// The schemas of a wine's attributes, derived from their one description (wine-attributes.ts).

import { z } from 'zod';
import { filterParam, PICK_ATTRIBUTES, RANGE_ATTRIBUTES, WINE_ATTRIBUTES, ATTRIBUTE_TEXT_MAX, type AttributeValue, type PickAttribute, type RangeAttribute, type WineAttributeDef } from './wine-attributes';

type ValueOf<V> = V extends { kind: 'choice' | 'tags'; choices: readonly (infer C extends string)[] } ? C : V extends { kind: 'wholeNumber' } ? number : string;
/** A `tags` attribute holds a list (empty when none), the others one value or null. */
type Held<V> = V extends { kind: 'tags' } ? ValueOf<V>[] : ValueOf<V> | null;
type WireShape = { [A in WineAttributeDef as A['wireKey']]: z.ZodType<Held<A['value']>> };
type WriteShape = { [A in WineAttributeDef as A['key']]: z.ZodOptional<z.ZodType<Held<A['value']>, Held<A['value']>>> };
type FilterShape = { [A in PickAttribute as `customData.product.${A['wireKey']}`]: z.ZodOptional<z.ZodType<ValueOf<A['value']>, unknown>> } & {
  [A in PickAttribute as `customData.product.${A['wireKey']}[$in]`]: z.ZodOptional<z.ZodType<ValueOf<A['value']>[], unknown>>;
} & { [A in RangeAttribute as `customData.product.${A['wireKey']}[$gte]` | `customData.product.${A['wireKey']}[$lte]`]: z.ZodOptional<z.ZodType<number, unknown>> } & {
  [A in RangeAttribute as `customData.product.${A['wireKey']}[$none]`]: z.ZodOptional<z.ZodType<true, unknown>>;
};

const text = z.string().trim().max(ATTRIBUTE_TEXT_MAX, `must be at most ${ATTRIBUTE_TEXT_MAX} characters`);

/** What one attribute's value must be when the console or a CSV file sets it. */
export function attributeRule(value: AttributeValue): z.ZodType<string | number | string[]> {
  switch (value.kind) {
    case 'text':
      return text;
    case 'choice':
      return z.enum(value.choices, { error: value.invalid });
    case 'vintage':
      return z
        .string()
        .trim()
        .regex(/^(\d{4}|NV)$/, 'must be a year (e.g. 2019) or NV');
    case 'wholeNumber':
      return z.number().int('must be a whole number').min(1, 'must be more than 0').max(value.max, `must be at most ${value.max}`);
    case 'tags':
      // Each once, in the list's order: the same foods always read and compare the same.
      return z.array(z.enum(value.choices, { error: value.invalid })).transform((tags) => value.choices.filter((choice) => tags.includes(choice)));
  }
}

function wireRule(value: AttributeValue) {
  if (value.kind === 'tags') return z.array(z.enum(value.choices));
  return (value.kind === 'choice' ? z.enum(value.choices) : value.kind === 'wholeNumber' ? z.number().int() : z.string()).nullable();
}

/** The attributes as `customData.product` carries them. */
export const attributeWireShape = Object.fromEntries(WINE_ATTRIBUTES.map((attribute) => [attribute.wireKey, wireRule(attribute.value)])) as unknown as WireShape;

/** The attributes of a console write: each optional; null or an empty text clears it, an empty list clears a `tags` one. */
export const attributeWriteShape = Object.fromEntries(
  WINE_ATTRIBUTES.map((attribute) => {
    const rule = attributeRule(attribute.value);
    if (attribute.value.kind === 'tags') return [attribute.key, rule.optional()];
    const emptyIsNull = attribute.value.kind === 'text' ? (rule as typeof text).transform((value) => value || null) : rule;
    return [attribute.key, emptyIsNull.nullable().optional()];
  }),
) as unknown as WriteShape;

const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(50)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

/** A chosen value in the query language: a choice (of a `tags` list too), or free text as long as a stored value may be. */
const filterValue = (attribute: PickAttribute) => ('choices' in attribute.value ? z.enum(attribute.value.choices) : z.string().max(ATTRIBUTE_TEXT_MAX, `must be at most ${ATTRIBUTE_TEXT_MAX} characters`));

/** A range's bound: a whole number between the slider's ends (a bound at an end leaves the numbers beyond it out). */
const rangeBound = ({ filter: { min, max } }: RangeAttribute) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(min, `must be from ${min} to ${max}`).max(max, `must be from ${min} to ${max}`);

/**
 * The query-language keys of the shop's filters (DESIGN §3): chosen values' `customData.product.{wireKey}`
 * and its `[$in]` (a check list's, an open-ended list's), a range's `[$gte]`, `[$lte]` and `[$none]`
 * (decisions 0064, 0070).
 */
export const attributeFilterShape = Object.fromEntries([
  ...PICK_ATTRIBUTES.flatMap((attribute) => [
    [filterParam(attribute), filterValue(attribute).optional()],
    [`${filterParam(attribute)}[$in]`, oneOrMany(filterValue(attribute)).optional()],
  ]),
  ...RANGE_ATTRIBUTES.flatMap((attribute) => [
    [`${filterParam(attribute)}[$gte]`, rangeBound(attribute).optional()],
    [`${filterParam(attribute)}[$lte]`, rangeBound(attribute).optional()],
    [`${filterParam(attribute)}[$none]`, z.literal('true', { error: 'must be true (leave it out for no choice)' }).transform(() => true as const).optional()],
  ]),
]) as unknown as FilterShape;
