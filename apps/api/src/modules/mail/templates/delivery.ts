import { BRAND_NAME } from '@wine/contract/constants';
import { DELIVERY_FAILURE_REASONS, MAX_DELIVERY_ATTEMPTS, type DeliveryFailureReasonValue } from '@wine/contract/delivery-attempts';
import { formatMoney, type Cents } from '@wine/contract/money';
import type { OrderMoneyStory } from '@wine/contract/order-money';
import type { Mail } from '../service';
import { html } from './html';
import { button, layout, note, paragraph, strong } from './layout';
import { moneyText, orderTable, type OrderSummary } from './order';

/**
 * Delivery attempts (docs/decisions/0051-delivery-attempts.md): the shopper told of a failed attempt
 * and what comes next, the retailer told when the shopper agrees to a re-delivery, and both told when
 * the last attempt failed and the order went back to the retailer.
 */

interface DeliveryMail {
  to: string;
  /** The recipient's given name. */
  name: string;
  /** The order's display number (SL-100001). */
  number: string;
  order: OrderSummary;
}

const QUESTIONS = 'Questions? Reply through Contact us on the site.';

/** A shopper's mail tells the order's money as its page does, after this step (contract order-money.ts). */
type ToShopper = DeliveryMail & { money: OrderMoneyStory };

/** The failed attempt, and the re-delivery the shopper can agree to on the order's page. */
export function deliveryFailedMail({
  to, name, number, order, money, attempt, reason, feeCents, cardText, orderLink,
}: ToShopper & { attempt: number; reason: DeliveryFailureReasonValue; feeCents: Cents; cardText: string; orderLink: string }): Mail {
  const subject = `We could not deliver your ${BRAND_NAME} order ${number}`;
  const what = `We tried to deliver your order ${number} but could not (attempt ${attempt} of ${MAX_DELIVERY_ATTEMPTS}): ${DELIVERY_FAILURE_REASONS[reason]}.`;
  const price =
    feeCents > 0
      ? `This re-delivery costs ${formatMoney(feeCents)}, charged to ${cardText} when you agree.`
      : 'This first re-delivery is free.';
  const next = `Please agree to a re-delivery on your order's page: ${price} An adult aged 21 or over must receive it and show a valid ID.`;
  const last = `After ${MAX_DELIVERY_ATTEMPTS} failed attempts the order goes back to the shop and is refunded, less the delivery fee and any re-delivery fee paid.`;
  return {
    to,
    subject,
    text: `Hello ${name},\n\n${what}\n\n${next}\n\n${orderLink}\n\n${last}\n\n${moneyText(money)}\n\n${QUESTIONS}\n`,
    html: layout({
      title: subject,
      heading: 'We could not deliver your order',
      body: html`${paragraph(`Hello ${name},`)}
${paragraph(what)}
${paragraph(next)}
${button(orderLink, 'Arrange a re-delivery')}
${paragraph(last)}
${orderTable(order, money)}
${note(QUESTIONS)}`,
    }),
  };
}

/** To the shopper: the re-delivery is booked, and the receipt of its fee when one was charged. */
export function redeliveryBookedMail({ to, name, number, order, money, feeCents, cardText, orderLink }: ToShopper & { feeCents: Cents; cardText: string; orderLink: string }): Mail {
  const subject = `Re-delivery of your ${BRAND_NAME} order ${number} is booked`;
  const what = `Thank you: the shop will deliver your order ${number} again.`;
  const fee = feeCents > 0 ? `We charged the ${formatMoney(feeCents)} re-delivery fee to ${cardText}.` : 'This re-delivery is free.';
  return {
    to,
    subject,
    text: `Hello ${name},\n\n${what} ${fee} We will tell you when it is on its way.\n\n${moneyText(money)}\n\n${orderLink}\n`,
    html: layout({
      title: subject,
      heading: 'Your re-delivery is booked',
      body: html`${paragraph(`Hello ${name},`)}
${paragraph(`${what} ${fee} We will tell you when it is on its way.`)}
${button(orderLink, 'See your order')}
${orderTable(order, money)}`,
    }),
  };
}

/** A mail to the retailer's staff about one order: what happened, a button to the order, its lines. */
function staffMail({ to, name, order, orderLink, subject, heading, what }: Pick<DeliveryMail, 'to' | 'name' | 'order'> & { orderLink: string; subject: string; heading: string; what: string }): Mail {
  return {
    to,
    subject,
    text: `Hello ${name},\n\n${what}\n\n${orderLink}\n`,
    html: layout({
      title: subject,
      heading,
      body: html`${paragraph(`Hello ${name},`)}
${paragraph(what)}
${button(orderLink, 'Open the order')}
${orderTable(order)}`,
    }),
  };
}

/** To the retailer's staff: the shopper agreed, the order is in the hand-over tab to go out again. */
export function redeliveryAgreedMail({ to, name, number, order, feeCents, orderLink }: DeliveryMail & { feeCents: Cents; orderLink: string }): Mail {
  return staffMail({
    to,
    name,
    order,
    orderLink,
    subject: `Order ${number}: the shopper agreed to a re-delivery`,
    heading: 'A re-delivery to make',
    what: `The shopper agreed to a re-delivery of order ${number}${feeCents > 0 ? ` and paid the ${formatMoney(feeCents)} re-delivery fee` : ' (the first one, free)'}. It is back in your hand-over tab: mark it out for delivery when it goes out again.`,
  });
}

export interface ReturnedMoney {
  refundCents: Cents;
  deliveryFeeCents: Cents;
  redeliveryFeesCents: Cents;
}

const keptText = ({ deliveryFeeCents, redeliveryFeesCents }: ReturnedMoney) =>
  [deliveryFeeCents > 0 ? `the delivery fee (${formatMoney(deliveryFeeCents)})` : null, redeliveryFeesCents > 0 ? `the re-delivery fee (${formatMoney(redeliveryFeesCents)})` : null]
    .filter((part): part is string => part !== null)
    .join(' and ');

/** To the shopper: the last attempt failed; what was refunded and what was kept. */
export function orderUndeliveredMail({ to, name, number, order, money, returned }: ToShopper & { returned: ReturnedMoney }): Mail {
  const subject = `Your ${BRAND_NAME} order ${number} could not be delivered`;
  const what = `We tried to deliver your order ${number} ${MAX_DELIVERY_ATTEMPTS} times without success, so it went back to the shop.`;
  const kept = keptText(returned);
  const refund = `We refunded ${formatMoney(returned.refundCents)} to your card${kept ? `, keeping ${kept}` : ''}; it shows on your statement in 1-4 business days.`;
  return {
    to,
    subject,
    text: `Hello ${name},\n\n${what} ${refund}\n\n${moneyText(money)}\n\n${QUESTIONS}\n`,
    html: layout({
      title: subject,
      heading: 'Your order could not be delivered',
      body: html`${paragraph(`Hello ${name},`)}
${paragraph(what)}
${paragraph(html`${strong(`We refunded ${formatMoney(returned.refundCents)}`)} to your card${kept ? `, keeping ${kept}` : ''}; it shows on your statement in 1-4 business days.`)}
${orderTable(order, money)}
${note(QUESTIONS)}`,
    }),
  };
}

/** To the retailer's staff: the order is theirs again, its bottles back in stock. */
export function orderReturnedToRetailerMail({ to, name, number, order, money, orderLink }: DeliveryMail & { money: ReturnedMoney; orderLink: string }): Mail {
  return staffMail({
    to,
    name,
    order,
    orderLink,
    subject: `Order ${number} came back after ${MAX_DELIVERY_ATTEMPTS} failed deliveries`,
    heading: 'An order came back',
    what: `The third delivery attempt of order ${number} failed: the order is closed and its bottles are back in your stock. The shopper was refunded ${formatMoney(money.refundCents)}.`,
  });
}
