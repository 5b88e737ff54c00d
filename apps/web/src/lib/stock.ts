import { FEW_BOTTLES_LEFT } from '@wine/contract/constants';

/** What a wine's card says of its bottles on hand (issue 32): nothing while there are plenty. */
export function stockNote(stock: number | undefined): string | null {
  if (stock === undefined) return null;
  if (stock <= 0) return 'Out of stock';
  return stock <= FEW_BOTTLES_LEFT ? `Only ${stock} left` : null;
}
