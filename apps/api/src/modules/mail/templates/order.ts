import { BRAND_COLOR } from '@wine/contract/constants';
import { formatMoney, type Cents } from '@wine/contract/money';
import type { OrderMoneyStory } from '@wine/contract/order-money';
import { html, type Html } from './html';
import { FONT, paragraph, RULE_COLOR } from './layout';

/** What an order's mails show of it: its lines and totals as fixed when it was placed. */
export interface OrderSummary {
  lines: { title: string; quantity: number; lineTotalCents: Cents }[];
  subtotalCents: Cents;
  offerDiscountCents: Cents;
  couponDiscountCents: Cents;
  taxCents: Cents;
  deliveryFeeCents: Cents;
  totalCents: Cents;
}

const CELL = `padding:8px 0;border-bottom:1px solid ${RULE_COLOR};vertical-align:top;`;
const HEAD = `padding:0 0 8px;border-bottom:2px solid ${BRAND_COLOR};font-size:12px;text-transform:uppercase;letter-spacing:1px;`;

function amountRow(label: string, amount: string, last = false): Html {
  const style = last ? 'padding:10px 0 0;font-weight:bold;font-size:16px;' : 'padding:6px 0 0;';
  return html`<tr><td colspan="2" style="${style}">${label}</td><td align="right" style="${style}white-space:nowrap;">${amount}</td></tr>\n`;
}

const totalRow = (label: string, cents: Cents, last = false): Html => amountRow(label, formatMoney(cents), last);

/**
 * The order's lines (wine, quantity, line total) and its totals; a discount shows only when there
 * is one. A data table, unlike the layout's: screen readers announce its headers. A mail about the
 * order's money passes its story (contract order-money.ts, issue 45): its rows follow the total and
 * its sentence the table, as on the order's page.
 */
export function orderTable(order: OrderSummary, money?: OrderMoneyStory): Html {
  return html`<table width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px;border-collapse:collapse;font-family:${FONT};font-size:14px;line-height:20px;">
<tr><th align="left" style="${HEAD}">Wine</th><th align="center" style="${HEAD}width:48px;">Qty</th><th align="right" style="${HEAD}width:96px;">Total</th></tr>
${order.lines.map(
  (line) =>
    html`<tr><td style="${CELL}">${line.title}</td><td align="center" style="${CELL}">${line.quantity}</td><td align="right" style="${CELL}white-space:nowrap;">${formatMoney(line.lineTotalCents)}</td></tr>\n`,
)}${[
  totalRow('Subtotal', order.subtotalCents),
  order.offerDiscountCents > 0 && totalRow('Offer discount', -order.offerDiscountCents),
  order.couponDiscountCents > 0 && totalRow('Coupon discount', -order.couponDiscountCents),
  totalRow('Taxes', order.taxCents),
  totalRow('Delivery fee', order.deliveryFeeCents),
  totalRow('Total', order.totalCents, true),
  money?.lines.map((line) => amountRow(line.label, line.amount)),
]}</table>
${money && paragraph(money.note)}`;
}

/** The money story in a mail's text: its rows, then its sentence, a line each (or in one paragraph, `separator` '. '). */
export const moneyText = (money: OrderMoneyStory, separator = '\n'): string =>
  [...money.lines.map((line) => `${line.label}: ${line.amount}`), money.note].join(separator);
