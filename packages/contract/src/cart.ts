import { z } from 'zod';
import { QUANTITY_MAX } from './constants';
import { discount, wine } from './catalogue';
import { id } from './envelope';

/**
 * Whether a cart line can be placed as it is (issue 32): the wine's bottles on hand and, when there
 * are fewer than the line asks for, what the shopper is told. The order cannot be placed until the
 * shopper changes such a line.
 */
export const lineAvailability = z.object({ available: z.number().int().min(0), message: z.string().nullable() });
export type LineAvailability = z.infer<typeof lineAvailability>;

/** One line of the cart: the wine (its `_id` is the wine's id), how many, and the affiliate. */
export const cartLine = z.object({
  _id: id,
  catalogueId: id,
  name: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  price: z.string(),
  discount: discount.nullable(),
  iconUrl: z.string().nullable(),
  affiliation: z.object({ id: id.nullable() }),
  product: wine,
  availability: lineAvailability,
});
export type CartLine = z.infer<typeof cartLine>;

/**
 * The cart: the user's OPEN order (spec 000 §3). Every line shares one retailer (businessId) and
 * one event (eventId, or none).
 */
export const cart = z.object({
  _id: id,
  globalOrderId: z.string(),
  /** ASSIGN while the shopper is placing it; any change takes it back to OPEN. */
  status: z.enum(['OPEN', 'ASSIGN']),
  eventId: id.nullable(),
  businessId: id.nullable(),
  items: z.array(cartLine),
  collection: z.object({ items: z.array(z.object({ _id: id, quantity: z.number().int() })) }),
  createdAt: z.string(),
});
export type Cart = z.infer<typeof cart>;

/** GET /order?status=OPEN&skip=0&limit=1: the cart lookup. */
export const cartQuery = z
  .object({ status: z.literal('OPEN'), skip: z.coerce.number().int().min(0).max(0).optional(), limit: z.coerce.number().int().min(1).max(1).optional() })
  .strict();
export const cartList = z.object({ orders: z.array(cart) });

/** POST /order {status: OPEN}: answers the user's cart, creating it if there is none. */
export const createCartBody = z.object({ status: z.literal('OPEN') }).strict();

/** PATCH /order/{orderId}/item: set a wine's quantity (0 removes the line). */
export const cartItemBody = z
  .object({
    catalogueId: id,
    quantity: z.number().int('Quantity must be a whole number').min(0).max(QUANTITY_MAX, `Quantity must be at most ${QUANTITY_MAX}`),
    affiliationId: id.nullable().optional(),
  })
  .strict();
export const orderParams = z.object({ orderId: id });
