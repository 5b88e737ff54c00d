import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Wine } from '@wine/contract/catalogue';
import { formatMoney, parsePrice } from '@wine/contract/money';
import { discountedUnitPrice } from '@wine/contract/pricing';
import { visuallyHidden } from './visuallyHidden';

export interface PriceView {
  /** What the shopper pays per bottle, "$21.24". */
  price: string;
  /** The struck-through list price, when a percentage offer applies. */
  original: string | null;
  /** "(15% OFF)", when a percentage offer applies. */
  offLabel: string | null;
}

/** A wine's price with its percentage discount (spec 000 §5), computed in cents by the contract. */
export function priceView(wine: Pick<Wine, 'price' | 'discount'>): PriceView {
  let cents: number;
  try {
    cents = parsePrice(wine.price);
  } catch {
    return { price: wine.price, original: null, offLabel: null };
  }
  const percent = wine.discount?.type === 'percentage' && wine.discount.value > 0 ? wine.discount.value : null;
  if (percent === null) return { price: formatMoney(cents), original: null, offLabel: null };
  return {
    price: formatMoney(discountedUnitPrice(cents, percent)),
    original: formatMoney(cents),
    offLabel: `(${percent}% OFF)`,
  };
}

interface Props {
  wine: Pick<Wine, 'price' | 'discount'>;
  size?: 'small' | 'medium' | 'large';
}

const fontSizes = { small: '0.95rem', medium: '1.05rem', large: '1.6rem' } as const;

export function Price({ wine, size = 'medium' }: Props) {
  const view = priceView(wine);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 0.75 }}>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: fontSizes[size], color: 'text.primary' }}>
        {view.price}
      </Typography>
      {view.original ? (
        <>
          <Typography component="del" sx={{ fontSize: size === 'large' ? '1.05rem' : '0.85rem', color: 'text.secondary' }}>
            <Box component="span" sx={visuallyHidden}>
              Original price{' '}
            </Box>
            {view.original}
          </Typography>
          <Typography component="span" sx={{ fontSize: size === 'large' ? '1rem' : '0.8rem', fontWeight: 600, color: '#8c3540' }}>
            {view.offLabel}
          </Typography>
        </>
      ) : null}
    </Box>
  );
}
