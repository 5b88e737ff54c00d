import { BRAND_NAME, PAYMENT_WINDOW_HOURS } from '@wine/contract/constants';
import { formatMoney } from '@wine/contract/money';
import type { OrderMoneyStory } from '@wine/contract/order-money';
import type { Mail } from '../service';
import { html } from './html';
import { button, layout, link, paragraph } from './layout';
import { moneyText, orderTable, type OrderSummary } from './order';

/** The shopper's mails about charging an order's card: the receipt, a decline, a bank asking to confirm. */

interface ChargeMail {
  to: string;
  /** The shopper's given name. */
  name: string;
  /** The order's display number (SL-100001). */
  number: string;
  order: OrderSummary;
  /** The order's money after this charge attempt, as its page tells it. */
  money: OrderMoneyStory;
  /** "your Visa ending in 4242", or "your card". */
  cardText: string;
  orderLink: string;
  payLink: string;
}

export function receiptMail({ to, name, number, order, money, cardText, orderLink }: ChargeMail): Mail {
  const subject = `Receipt for your order ${number}`;
  const charged = `We charged ${formatMoney(order.totalCents)} to ${cardText} for order ${number}.`;
  return {
    to,
    subject,
    text: `Hi ${name},\n\n${charged}\n\n${moneyText(money)}\n\nSee your order: ${orderLink}\n\nThank you for shopping with ${BRAND_NAME}.`,
    html: layout({
      title: subject,
      heading: 'Your receipt',
      body: html`${paragraph(`Hi ${name},`)}
${paragraph(charged)}
${orderTable(order, money)}
${button(orderLink, 'See your order')}
${paragraph(`Thank you for shopping with ${BRAND_NAME}.`)}`,
    }),
  };
}

export function paymentFailedMail({ to, name, number, order, money, cardText, orderLink, payLink, message }: ChargeMail & { message: string }): Mail {
  const subject = `Payment failed for your order ${number}`;
  const failed = `We could not charge ${formatMoney(order.totalCents)} to ${cardText} for order ${number}: ${message}`;
  const held = `Your wines are held for you for ${PAYMENT_WINDOW_HOURS} hours; if the order is not paid by then, it is cancelled.`;
  return {
    to,
    subject,
    text: `Hi ${name},\n\n${failed}\n\nPlease pay with another card here: ${payLink}\n${held}\n\n${moneyText(money)}\n\nYour order: ${orderLink}`,
    html: layout({
      title: subject,
      heading: 'Your payment failed',
      body: html`${paragraph(`Hi ${name},`)}
${paragraph(failed)}
${paragraph('Please pay with another card:')}
${button(payLink, 'Pay now')}
${paragraph(held)}
${orderTable(order, money)}
${paragraph(html`Your order: ${link(orderLink)}`)}`,
    }),
  };
}

/** The bank asks the shopper to authenticate an off-session charge (3-D Secure). */
export function paymentActionMail({ to, name, number, order, money, cardText, orderLink, payLink }: ChargeMail): Mail {
  const subject = `Confirm the payment for your order ${number}`;
  const ask = `Your bank asks you to confirm the payment of ${formatMoney(order.totalCents)} with ${cardText} for order ${number}.`;
  const authenticate = `${payLink}?authenticate=1`;
  return {
    to,
    subject,
    text: `Hi ${name},\n\n${ask}\n\nComplete the authentication here: ${authenticate}\n\n${moneyText(money)}\n\nYour order: ${orderLink}`,
    html: layout({
      title: subject,
      heading: 'Please confirm your payment',
      body: html`${paragraph(`Hi ${name},`)}
${paragraph(ask)}
${button(authenticate, 'Confirm the payment')}
${orderTable(order, money)}
${paragraph(html`Your order: ${link(orderLink)}`)}`,
    }),
  };
}
