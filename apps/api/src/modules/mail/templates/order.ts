import { BRAND_COLOR } from '@wine/contract/constants';
import { formatMoney, type Cents } from '@wine/contract/money';
import { html, type Html } from './html';
import { FONT, RULE_COLOR } from './layout';

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

function totalRow(label: string, cents: Cents, last = false): Html {
  const style = last ? 'padding:10px 0 0;font-weight:bold;font-size:16px;' : 'padding:6px 0 0;';
  return html`<tr><td colspan="2" style="${style}">${label}</td><td align="right" style="${style}white-space:nowrap;">${formatMoney(cents)}</td></tr>\n`;
}

/**
 * The order's lines (wine, quantity, line total) and its totals; a discount shows only when there
 * is one. A data table, unlike the layout's: screen readers announce its headers.
 */
export function orderTable(order: OrderSummary): Html {
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
]}</table>`;
}
