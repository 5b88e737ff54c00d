import { formatMoney, parsePrice } from '@wine/contract/money';

/** Wire prices ("24.99", "-5.00") as the console shows them ("$24.99", "-$5.00"). */
export const dollars = (price: string): string =>
  price.startsWith('-') ? `-${formatMoney(parsePrice(price.slice(1)))}` : formatMoney(parsePrice(price));

const dateOnly = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/** A store-calendar date (YYYY-MM-DD) as "Mon, Jan 13", read as that calendar day wherever the admin is. */
export const formatCalendarDate = (date: string): string => dateOnly.format(new Date(`${date}T12:00:00`));
