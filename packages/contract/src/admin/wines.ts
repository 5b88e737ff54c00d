// The console's wines (issue 9, slice B).

import { z } from 'zod';
import { wine } from '../catalogue';
import { id } from '../envelope';
import { imageUrl, priceField } from '../fields';
import { attributeWriteShape } from '../wine-attribute-rules';
import { listLimit, listSkip, updateBodyOf } from './shared';

export const WINE_CODE_MAX_LENGTH = 64;
/** A wine's or an event's retailer; the console's form shows this message under its picker. */
export const retailerId = z.uuid({ error: 'Choose a retailer' });

const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
export const DISCOUNT_PERCENT_MAX = 90;
/** More bottles than any shop holds of one wine: a typo, not a count. */
export const STOCK_MAX = 999_999;

/** The field rules of a wine, shared by the edit form, its call and every CSV row. */
export const wineField = {
  code: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(WINE_CODE_MAX_LENGTH, `must be at most ${WINE_CODE_MAX_LENGTH} characters`)
    .regex(CODE_PATTERN, 'may hold only letters, digits and . _ / - (no spaces)'),
  title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  /** Dollars as the wire writes money ("24.99"), stored as integer cents. */
  price: z
    .string()
    .trim()
    .pipe(priceField('must be an amount in dollars, e.g. 24.99'))
    .refine((cents) => cents > 0, 'must be more than 0'),
  discountPercent: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(DISCOUNT_PERCENT_MAX, `must be at most ${DISCOUNT_PERCENT_MAX}`),
  description: z.string().trim().max(5000, 'must be at most 5000 characters'),
  tastingNotes: z.string().max(20_000, 'must be at most 20000 characters'),
  /** Bottles on hand, as counted on the shelf (issue 32); the console, the import and the retailer set it. */
  stock: z
    .number({ error: 'must be a whole number of bottles' })
    .int('must be a whole number of bottles')
    .min(0, 'must be 0 or more')
    .max(STOCK_MAX, `must be at most ${STOCK_MAX}`),
};

/** POST /admin/wines: every column of a wine, its attributes among them; price in dollars, tasting notes as HTML (sanitized when stored). */
export const adminWineCreateBody = z
  .object({
    code: wineField.code,
    title: wineField.title,
    /** The sort name; the title when blank. */
    name: z.string().trim().max(200).optional(),
    description: wineField.description.nullable().optional(),
    price: wineField.price,
    /** Bottles in stock: set through the stock module, so the audit log keeps who and why. */
    stock: wineField.stock,
    discountPercent: wineField.discountPercent.nullable().optional(),
    ...attributeWriteShape,
    tastingNotes: wineField.tastingNotes.nullable().optional(),
    /** The retailer who sells it: a wine without one cannot be bought. */
    businessId: retailerId,
    iconUrl: imageUrl.nullable().optional(),
    isActive: z.boolean().optional(),
  })
  .strict();
export type AdminWineCreateBody = z.input<typeof adminWineCreateBody>;

/** PATCH /admin/wines/{id}: any of the same fields; `isActive` alone activates or deactivates. */
export const adminWineUpdateBody = updateBodyOf(adminWineCreateBody);
export type AdminWineUpdateBody = z.input<typeof adminWineUpdateBody>;

export const WINE_STATUSES = ['all', 'active', 'inactive'] as const;

/** GET /admin/wines: newest first; `search` matches a title substring or a whole code. */
export const adminWineQuery = z
  .object({
    search: z.string().trim().min(1).max(100).optional(),
    status: z.enum(WINE_STATUSES).optional(),
    businessId: id.optional(),
    skip: listSkip.optional(),
    limit: listLimit.optional(),
  })
  .strict();
export type AdminWineQuery = z.output<typeof adminWineQuery>;

export const adminWineList = z.object({ wines: z.array(wine), total: z.number().int() });

/** A retailer to pick in the console's forms and filters. */
export const retailerChoice = z.object({ _id: id, name: z.string(), city: z.string(), state: z.string() });
export type RetailerChoice = z.infer<typeof retailerChoice>;
export const retailerChoiceList = z.object({ retailers: z.array(retailerChoice) });
