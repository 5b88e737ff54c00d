// What the admin console's calls share (every call is for admins only): paging, totals, people and
// amounts typed by an admin. One file per resource sits beside this one.

import { z } from 'zod';
import { LIST_LIMIT_MAX } from '../constants';
import { named } from '../envelope';
import { priceField } from '../fields';

export const ADMIN_PAGE_SIZE = 20;
/** Paging of the orders, coupons, retailers, inbox and audit lists: at most 100 a page. */
export const skip = z.coerce.number().int().min(0).max(1_000_000).optional();
export const limit = z.coerce.number().int().min(1).max(100).optional();
export const count = z.number().int();
/** skip/limit of the console's lists that have no other filter. */
export const adminPageQuery = z.object({ skip, limit }).strict();
export const person = named.extend({ email: z.string() });
export const nullableDate = z.string().nullable();
/** A list's `from` and `to` (ISO dates or months, which compare as text), when both are given, are in order. */
export const withDatesInOrder = <S extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: S): S =>
  schema.refine((value) => !value.from || !value.to || value.from <= value.to, { path: ['to'], message: 'must not be before from' });

/** An amount typed by an admin: "50", "49.9" or "49.99" dollars, carried as cents. */
export const amount = (label: string) =>
  z
    .string()
    .trim()
    .pipe(priceField(`${label} must be an amount in dollars, like 50 or 49.99`));

/** Paging of the console's catalogue lists (wines, collections, posts, events): the shop's page limit. */
export const listSkip = z.coerce.number().int().min(0).max(1_000_000);
export const listLimit = z.coerce.number().int().min(1).max(LIST_LIMIT_MAX);

/** Console list totals are exact up to this many and reported as this many beyond it (the shop's wine lists stop at 1,000: docs/decisions/0039). */
export const ADMIN_LIST_TOTAL_CAP = 10_000;

/** A console PATCH body: any of the create body's fields, at least one of them, and nothing else. */
export const updateBodyOf = <Shape extends z.ZodRawShape>(create: z.ZodObject<Shape, z.core.$strict>) =>
  create
    .partial()
    .strict()
    .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
