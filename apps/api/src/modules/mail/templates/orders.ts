import { cardName } from '@wine/contract/cards';
import { BRAND_NAME, PAYMENT_WINDOW_HOURS } from '@wine/contract/constants';
import { formatMoney, type Cents } from '@wine/contract/money';
import type { OrderMoneyStory } from '@wine/contract/order-money';
import type { Mail } from '../service';
import { html, type Html } from './html';
import { button, layout, note, paragraph, strong } from './layout';
import { moneyText, orderTable, type OrderSummary } from './order';

/** The shopper's mails about an order's steps: placed, handed over, cancelled. */

export interface OrderMail {
  to: string;
  /** The shopper's given name. */
  name: string;
  /** The order's display number (SL-100001). */
  number: string;
  order: OrderSummary;
}

const ID_CHECK_PICKUP = 'Please bring a valid ID: the person collecting wine must be 21 or over.';
const ID_CHECK_DELIVERY = 'An adult aged 21 or over must receive it and show a valid ID; wine cannot be left at the door.';

export function orderPlacedMail({ to, name, number, order, card }: OrderMail & { card: { brand: string; last4: string } }): Mail {
  const subject = `Your ${BRAND_NAME} order ${number} is placed`;
  const charge = `$0 is charged now; your ${cardName(card)} is charged after 11:30pm.`;
  return {
    to,
    subject,
    text:
      `Hello ${name},\n\nThank you for your order ${number}.\n\n` +
      order.lines.map((line) => `${line.quantity} x ${line.title}: ${formatMoney(line.lineTotalCents)}`).join('\n') +
      `\n\nTotal: ${formatMoney(order.totalCents)}\n\n${charge} We will tell you when your wine is on its way.\n`,
    html: layout({
      title: subject,
      heading: 'Thank you for your order',
      body: html`${paragraph(`Hello ${name},`)}
${paragraph(html`Thank you for your order ${strong(number)}.`)}
${orderTable(order)}
${paragraph(`${charge} We will tell you when your wine is on its way.`)}`,
    }),
  };
}

export interface PickupShop {
  name: string;
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
}

export function readyForPickupMail({ to, name, number, order, shop }: OrderMail & { shop: PickupShop | undefined }): Mail {
  const subject = `Your ${BRAND_NAME} order ${number} is ready for pickup`;
  const address = shop && `${shop.addressLine1}, ${shop.city}, ${shop.state} ${shop.zip}`;
  return {
    to,
    subject,
    text: `Hello ${name},\n\nYour order ${number} is ready for pickup${shop ? ` at ${shop.name}, ${address}` : ''}. ${ID_CHECK_PICKUP}\n`,
    html: layout({
      title: subject,
      heading: 'Your order is ready for pickup',
      body: html`${paragraph(`Hello ${name},`)}
${paragraph(html`Your order ${strong(number)} is ready for pickup${shop && html` at ${strong(shop.name)}, ${address}`}.`)}
${paragraph(ID_CHECK_PICKUP)}
${orderTable(order)}`,
    }),
  };
}

export function outForDeliveryMail({ to, name, number, order }: OrderMail): Mail {
  const subject = `Your ${BRAND_NAME} order ${number} is out for delivery`;
  return {
    to,
    subject,
    text: `Hello ${name},\n\nYour order ${number} is on its way. ${ID_CHECK_DELIVERY}\n`,
    html: layout({
      title: subject,
      heading: 'Your order is on its way',
      body: html`${paragraph(`Hello ${name},`)}
${paragraph(html`Your order ${strong(number)} is on its way.`)}
${paragraph(ID_CHECK_DELIVERY)}
${orderTable(order)}`,
    }),
  };
}

/** The hand-over is done: delivered to the door, or collected at the retailer. */
export function orderDeliveredMail({ to, name, number, order, pickup }: OrderMail & { pickup: boolean }): Mail {
  const done = pickup ? 'was picked up' : 'was delivered';
  const subject = `Your ${BRAND_NAME} order ${number} ${done}`;
  const thanks = `Thank you for shopping with ${BRAND_NAME}; we hope you enjoy your wine.`;
  return {
    to,
    subject,
    text: `Hello ${name},\n\nYour order ${number} ${done}. ${thanks}\n`,
    html: layout({
      title: subject,
      heading: pickup ? 'Your order was picked up' : 'Your order was delivered',
      body: html`${paragraph(`Hello ${name},`)}
${paragraph(html`Your order ${strong(number)} ${done}. ${thanks}`)}
${orderTable(order)}`,
    }),
  };
}

/** What a cancellation's mail tells of the order's money: its story once cancelled. */
type Cancelled = OrderMail & { money: OrderMoneyStory };

/**
 * A cancelled order: by the shopper (never charged), or by the shop's team, which refunds what was
 * charged (`refundCents`, 0 when the card was not charged).
 */
export function orderCancelledMail({ to, name, number, order, money, by, refundCents }: Cancelled & { by: 'shopper' | 'shop'; refundCents: Cents }): Mail {
  const subject = `Your ${BRAND_NAME} order ${number} was cancelled`;
  const what = by === 'shopper' ? `Your order ${number} was cancelled, as you asked.` : `Your order ${number} was cancelled by our team.`;
  // An order never charged: the money story says so.
  const said = refundCents > 0 ? `${what} We refunded ${formatMoney(refundCents)} to your card; it shows on your statement in 1-4 business days.` : what;
  const questions = 'Questions? Reply through Contact us on the site.';
  return cancelledMail({ to, name, order, money }, subject, said, { text: questions, html: note(questions) });
}

/**
 * An order whose failed charge was not paid within PAYMENT_WINDOW_HOURS was cancelled and its
 * bottles released (decision 0049); nothing was charged, as its money story says.
 */
export function orderPaymentExpiredMail({ to, name, number, order, money, shopLink }: Cancelled & { shopLink: string }): Mail {
  const subject = `Your ${BRAND_NAME} order ${number} was cancelled: it was not paid`;
  const what = `We could not charge your card for order ${number}, and it was not paid within ${PAYMENT_WINDOW_HOURS} hours, so we cancelled it and released its wines to other shoppers.`;
  const again = 'You are welcome to order them again while they are in stock:';
  return cancelledMail({ to, name, order, money }, subject, what, {
    text: `${again} ${shopLink}`,
    html: html`${paragraph(again)}
${button(shopLink, 'Shop wines')}`,
  });
}

/** A cancelled order's mail: what happened and what it meant for the card, the order's lines and money, then `closing`. */
function cancelledMail({ to, name, order, money }: Omit<Cancelled, 'number'>, subject: string, said: string, closing: { text: string; html: Html }): Mail {
  return {
    to,
    subject,
    text: `Hello ${name},\n\n${said}\n\n${moneyText(money)}\n\n${closing.text}\n`,
    html: layout({
      title: subject,
      heading: 'Your order was cancelled',
      body: html`${paragraph(`Hello ${name},`)}
${paragraph(said)}
${orderTable(order, money)}
${closing.html}`,
    }),
  };
}
