import { BRAND_NAME } from '@wine/contract/constants';
import { formatMoney, type Cents } from '@wine/contract/money';
import type { OrderMoneyStory } from '@wine/contract/order-money';
import type { Mail } from '../service';
import { html } from './html';
import { button, layout, paragraph, strong } from './layout';
import { moneyText } from './order';

/**
 * Mails about a return (issue 32, docs/decisions/0050-returns.md): to the shopper and to the
 * retailer's staff when it is asked for, accepted (with what was refunded) and declined (with why).
 */

export interface ReturnMail {
  to: string;
  /** The addressee's given name. */
  name: string;
  /** The order's display number (SL-100001). */
  number: string;
  lines: { title: string; quantity: number }[];
  /** Where the addressee sees the return: the shopper's order page, or the retailer's returns. */
  link: string;
  audience: 'shopper' | 'retailer';
}

const bottles = (lines: ReturnMail['lines']) => lines.map((line) => `${line.quantity} x ${line.title}`);
const REFUND_TIMING = 'It shows on your statement in 1-4 business days.';

function returnMail(mail: ReturnMail, subject: string, heading: string, paragraphs: string[], linkLabel: string): Mail {
  return {
    to: mail.to,
    subject,
    text: `Hello ${mail.name},\n\n${paragraphs.join('\n\n')}\n\n${bottles(mail.lines).join('\n')}\n\n${linkLabel}: ${mail.link}\n`,
    html: layout({
      title: subject,
      heading,
      body: html`${paragraph(`Hello ${mail.name},`)}
${paragraphs.map((text) => paragraph(text))}
${paragraph(bottles(mail.lines).map((line, index) => (index === 0 ? html`${strong(line)}` : html`<br>${strong(line)}`)))}
${button(mail.link, linkLabel)}`,
    }),
  };
}

/** The shopper asked: the shopper is told what happens next, the retailer's staff what to collect. */
export function returnRequestedMail(mail: ReturnMail & { reason: string; refundCents: Cents }): Mail {
  if (mail.audience === 'shopper') {
    return returnMail(
      mail,
      `Your ${BRAND_NAME} return for order ${mail.number} is requested`,
      'We received your return request',
      [
        `We received your request to return these unopened bottles of order ${mail.number}. The retailer will arrange to collect them, or you can bring them back to the shop.`,
        `Once the retailer has them, we refund ${formatMoney(mail.refundCents)} to your card (the delivery fee is not refunded).`,
      ],
      'See your order',
    );
  }
  return returnMail(
    mail,
    `Return requested for order ${mail.number}`,
    'A shopper asked to return bottles',
    [`A shopper asked to return these unopened bottles of order ${mail.number}, saying: "${mail.reason}".`, 'Accept the return when the bottles are collected or brought back; that refunds the shopper at once.'],
    'See the returns',
  );
}

/** `money`: the order's money story once refunded, told to the shopper as their order's page tells it (issue 45). */
export function returnAcceptedMail(mail: ReturnMail & { refundedCents: Cents; note: string | null; money: OrderMoneyStory }): Mail {
  const extra = mail.note ? [`Note: ${mail.note}`] : [];
  if (mail.audience === 'shopper') {
    return returnMail(
      mail,
      `Your ${BRAND_NAME} return for order ${mail.number} is refunded`,
      'Your return is accepted',
      [
        `Your return of these bottles of order ${mail.number} is accepted: we refunded ${formatMoney(mail.refundedCents)} to your card. ${REFUND_TIMING}`,
        ...extra,
        moneyText(mail.money, '. '),
      ],
      'See your order',
    );
  }
  return returnMail(
    mail,
    `Return accepted for order ${mail.number}`,
    'A return was accepted',
    [`The return of these bottles of order ${mail.number} was accepted; the shopper was refunded ${formatMoney(mail.refundedCents)} and the bottles are back in your stock.`, ...extra],
    'See the returns',
  );
}

/** `decidedBy` names who declined: the retailer's shop, or the marketplace's team from the console. */
export function returnDeclinedMail(mail: ReturnMail & { note: string; decidedBy: string }): Mail {
  if (mail.audience === 'shopper') {
    return returnMail(
      mail,
      `Your ${BRAND_NAME} return for order ${mail.number} was declined`,
      'Your return was declined',
      [`Your request to return these bottles of order ${mail.number} was declined by ${mail.decidedBy}, and nothing was refunded. Their note: ${mail.note}`],
      'See your order',
    );
  }
  return returnMail(
    mail,
    `Return declined for order ${mail.number}`,
    'A return was declined',
    [`The return of these bottles of order ${mail.number} was declined by ${mail.decidedBy}, with the note: ${mail.note}`],
    'See the returns',
  );
}
