// The schemas of a wine's attributes, derived from their one description (wine-attributes.ts).

import { z } from 'zod';
import { FILTER_ATTRIBUTES, filterParam, WINE_ATTRIBUTES, ATTRIBUTE_TEXT_MAX, type AttributeValue, type FilterAttribute, type WineAttributeDef } from './wine-attributes';

type ValueOf<V> = V extends { kind: 'choice'; choices: readonly (infer C extends string)[] } ? C : V extends { kind: 'wholeNumber' } ? number : string;
type WireShape = { [A in WineAttributeDef as A['wireKey']]: z.ZodType<ValueOf<A['value']> | null> };
type WriteShape = { [A in WineAttributeDef as A['key']]: z.ZodOptional<z.ZodType<ValueOf<A['value']> | null, ValueOf<A['value']> | null>> };
type FilterShape = { [A in FilterAttribute as `customData.product.${A['wireKey']}`]: z.ZodOptional<z.ZodType<ValueOf<A['value']>, unknown>> } & {
  [A in FilterAttribute as `customData.product.${A['wireKey']}[$in]`]: z.ZodOptional<z.ZodType<ValueOf<A['value']>[], unknown>>;
};

const text = z.string().trim().max(ATTRIBUTE_TEXT_MAX, `must be at most ${ATTRIBUTE_TEXT_MAX} characters`);

/** What one attribute's value must be when the console or a CSV file sets it. */
export function attributeRule(value: AttributeValue): z.ZodType<string | number> {
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
  }
}

const wireRule = (value: AttributeValue) =>
  (value.kind === 'choice' ? z.enum(value.choices) : value.kind === 'wholeNumber' ? z.number().int() : z.string()).nullable();

/** The attributes as `customData.product` carries them. */
export const attributeWireShape = Object.fromEntries(WINE_ATTRIBUTES.map((attribute) => [attribute.wireKey, wireRule(attribute.value)])) as unknown as WireShape;

/** The attributes of a console write: each optional, null or an empty text clears it. */
export const attributeWriteShape = Object.fromEntries(
  WINE_ATTRIBUTES.map((attribute) => {
    const rule = attributeRule(attribute.value);
    const emptyIsNull = attribute.value.kind === 'text' ? (rule as typeof text).transform((value) => value || null) : rule;
    return [attribute.key, emptyIsNull.nullable().optional()];
  }),
) as unknown as WriteShape;

const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(50)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

/** A filter attribute's one value in the query language: a choice, or free text within the text limit. */
const filterValue = (attribute: FilterAttribute) => (attribute.value.kind === 'choice' ? z.enum(attribute.value.choices) : z.string().max(100));

/** The query-language keys of the shop's filters (DESIGN §3): `customData.product.{wireKey}` and its `[$in]`. */
export const attributeFilterShape = Object.fromEntries(
  FILTER_ATTRIBUTES.flatMap((attribute) => [
    [filterParam(attribute), filterValue(attribute).optional()],
    [`${filterParam(attribute)}[$in]`, oneOrMany(filterValue(attribute)).optional()],
  ]),
) as unknown as FilterShape;
