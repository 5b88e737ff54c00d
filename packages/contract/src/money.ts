/**
 * Money is integer cents everywhere; the wire carries prices as numeric strings ("24.99").
 * These are the only conversions between the two.
 */
export type Cents = number;

/**
 * A price as the wire and people write it: whole dollars and at most two decimals ("24.99", "50").
 * This module stays free of zod: the home page formats prices, and zod is not part of its start-up.
 */
export const PRICE_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;

/** "24.99" -> 2499. Throws on anything that is not a non-negative amount with at most 2 decimals. */
export function parsePrice(price: string): Cents {
  if (!PRICE_PATTERN.test(price)) throw new RangeError(`Not a price: ${JSON.stringify(price)}`);
  const [whole = '0', fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 2499 -> "24.99" (the wire form). */
export function centsToPrice(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an amount in cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1234567" -> "1,234,567": US thousands separators on a run of digits. */
const withSeparators = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * 1234 -> "1,234": a whole number (a count, a limit) as people read it, beside the amounts. By hand
 * rather than `toLocaleString`: the first Intl formatter loads locale data, a long task on a phone in
 * the middle of a page's first render (decision 0028).
 */
export const formatCount = (count: number): string => `${count < 0 ? '-' : ''}${withSeparators(String(Math.abs(Math.trunc(count))))}`;

/**
 * 2499 -> "$24.99", 2804850 -> "$28,048.50" (the display form: every amount people read, in the app,
 * the mails and the pages the server writes). `wholeDollars` drops ".00" from whole amounts, for
 * chart axes ("$1,500"); other amounts keep their cents.
 */
export function formatMoney(cents: Cents, { wholeDollars = false }: { wholeDollars?: boolean } = {}): string {
  const price = centsToPrice(cents);
  const unsigned = price.startsWith('-') ? price.slice(1) : price;
  const [whole = '0', fraction = '00'] = unsigned.split('.');
  const amount = `$${withSeparators(whole)}${wholeDollars && fraction === '00' ? '' : `.${fraction}`}`;
  return price.startsWith('-') ? `-${amount}` : amount;
}

/** A wire price as people read it: "24.99" -> "$24.99", "-5.00" -> "-$5.00". */
export const formatPrice = (price: string): string =>
  price.startsWith('-') ? formatMoney(-parsePrice(price.slice(1))) : formatMoney(parsePrice(price));
