import Box from '@mui/material/Box';
import type { CartLine } from '@wine/contract/cart';
import { CartLineRow } from './CartLineRow';

/** Step 1 (spec 001 §2.14): the cart's lines, each with its total when the pricing gives one. */
export function CartStep({ items, lineTotals }: { items: CartLine[]; lineTotals: ReadonlyMap<string, string> }) {
  return (
    <Box component="ul" aria-label="Cart items" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((line) => (
        <CartLineRow key={line.catalogueId} line={line} lineTotalLabel={lineTotals.get(line.catalogueId) ?? null} />
      ))}
    </Box>
  );
}
