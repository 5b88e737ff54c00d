import { formatMoney, parsePrice } from '@wine/contract/money';

/** Wire prices ("24.99", "-5.00") as the console shows them ("$24.99", "-$5.00"). */
export const dollars = (price: string): string =>
  price.startsWith('-') ? `-${formatMoney(parsePrice(price.slice(1)))}` : formatMoney(parsePrice(price));
