/**
 * How the shop speaks of a wine's bottles on hand (issue 32): "Only N left" at LOW_STOCK_MAX or
 * fewer, "Out of stock" at none, nothing otherwise. Plain values: a page imports them without zod.
 */
export const LOW_STOCK_MAX = 5;
export const OUT_OF_STOCK = 'Out of stock';

export function stockNote(stock: number): string | null {
  if (stock <= 0) return OUT_OF_STOCK;
  return stock <= LOW_STOCK_MAX ? `Only ${stock} left` : null;
}

/**
 * Why a quantity stepper stops (issue 45): "Only N left" once it reaches the bottles on hand, when
 * those are fewer than a line's own limit; nothing below them, at the line's limit or when sold out.
 */
export function stockLimitNote(quantity: number, stock: number, lineMax: number): string | null {
  return stock > 0 && stock < lineMax && quantity >= stock ? `Only ${stock} left` : null;
}

/** The most bottles a cart line of a wine may hold: the bottles on hand, up to the line's own limit. */
export const mostBottles = (stock: number, lineMax: number): number => Math.max(0, Math.min(stock, lineMax));
