import { BRAND_COLOR, BRAND_NAME } from '@wine/contract/constants';
import { describe, expect, it } from 'vitest';
import type { Mail } from '../../src/modules/mail/service';
import { confirmNewEmailMail, emailChangeNoticeMail, passwordFailuresMail, passwordResetMail, verifyEmailMail } from '../../src/modules/mail/templates/account';
import { escapeHtml } from '../../src/lib/html';
import { html } from '../../src/modules/mail/templates/html';
import type { OrderSummary } from '../../src/modules/mail/templates/order';
import {
  orderCancelledMail, orderDeliveredMail, orderPlacedMail, outForDeliveryMail, readyForPickupMail,
} from '../../src/modules/mail/templates/orders';
import {
  deliveryFailedMail, orderReturnedToRetailerMail, orderUndeliveredMail, redeliveryAgreedMail, redeliveryBookedMail,
} from '../../src/modules/mail/templates/delivery';
import { paymentActionMail, paymentFailedMail, receiptMail } from '../../src/modules/mail/templates/payments';
import { returnAcceptedMail, returnDeclinedMail, returnRequestedMail } from '../../src/modules/mail/templates/returns';
import { applicationDecisionMail } from '../../src/modules/mail/templates/sommelier';
import { backInStockMail } from '../../src/modules/mail/templates/stock';
import { contactRequestMail } from '../../src/modules/mail/templates/support';
import { orderMoneyStory } from '@wine/contract/order-money';
import { tableRows, unsafeTags, visibleText } from '../helpers/mail';

/** Markup a user could type into a name, a wine title, a shop name or a message. */
const HOSTILE = `<img src=x onerror="alert('x')">&`;
const ESCAPED = '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;';

const order: OrderSummary = {
  lines: [{ title: HOSTILE, quantity: 3, lineTotalCents: 7497 }],
  subtotalCents: 7497,
  offerDiscountCents: 0,
  couponDiscountCents: 750,
  taxCents: 270,
  deliveryFeeCents: 599,
  totalCents: 7616,
};
/** The order's money story after a step: the order page's (contract order-money.ts). */
const story = (status: string, chargedCents: number, refundedCents: number) =>
  orderMoneyStory({ status, totalCents: order.totalCents, chargedCents, refundedCents, card: 'Visa ending in 4242' });
const person = { to: 'ann@example.com', name: HOSTILE };
const orderMail = { ...person, number: 'SL-100001', order };
const chargeMail = { ...person, number: 'SL-100001', order, money: story('CHARGED', 7616, 0), cardText: 'your Visa ending in 4242', orderLink: 'http://shop.test/order/1', payLink: 'http://shop.test/payment/pay/1' };
const link = 'http://shop.test/email-link?t=abc&x=1';
const returnMail = { ...person, number: 'SL-100001', lines: [{ title: HOSTILE, quantity: 1 }], link: 'http://shop.test/order/1' };

const MAILS: [string, Mail][] = [
  ['order placed', orderPlacedMail({ ...orderMail, card: { brand: 'visa', last4: '4242' } })],
  ['ready for pickup', readyForPickupMail({ ...orderMail, shop: { name: HOSTILE, addressLine1: '1 Vine Street', city: 'Napa', state: 'CA', zip: '94558' } })],
  ['out for delivery', outForDeliveryMail(orderMail)],
  ['delivered', orderDeliveredMail({ ...orderMail, pickup: false })],
  ['picked up', orderDeliveredMail({ ...orderMail, pickup: true })],
  ['cancelled by the shop', orderCancelledMail({ ...orderMail, money: story('ADMIN_CANCEL', 7616, 7616), by: 'shop', refundCents: 7616 })],
  ['cancelled by the shopper', orderCancelledMail({ ...orderMail, money: story('CANCEL', 0, 0), by: 'shopper', refundCents: 0 })],
  ['receipt', receiptMail(chargeMail)],
  ['payment failed', paymentFailedMail({ ...chargeMail, money: story('PAYMENT_FAILED', 0, 0), message: HOSTILE })],
  ['payment to confirm', paymentActionMail({ ...chargeMail, money: story('PAYMENT_FAILED', 0, 0) })],
  ['return requested (shopper)', returnRequestedMail({ ...returnMail, audience: 'shopper', reason: HOSTILE, refundCents: 2682 })],
  ['return requested (retailer)', returnRequestedMail({ ...returnMail, audience: 'retailer', reason: HOSTILE, refundCents: 2682 })],
  ['return accepted (shopper)', returnAcceptedMail({ ...returnMail, audience: 'shopper', refundedCents: 2682, note: HOSTILE, money: story('COMPLETED', 7616, 2682) })],
  ['return accepted (retailer)', returnAcceptedMail({ ...returnMail, audience: 'retailer', refundedCents: 2682, note: null, money: story('COMPLETED', 7616, 2682) })],
  ['return declined (shopper)', returnDeclinedMail({ ...returnMail, audience: 'shopper', note: HOSTILE, decidedBy: HOSTILE })],
  ['return declined (retailer)', returnDeclinedMail({ ...returnMail, audience: 'retailer', note: HOSTILE, decidedBy: HOSTILE })],
  ['delivery failed, free re-delivery', deliveryFailedMail({ ...orderMail, money: story('DELIVERY_FAILED', 7616, 0), attempt: 1, reason: 'nobody_home', feeCents: 0, cardText: 'your card', orderLink: 'http://shop.test/order/1' })],
  ['delivery failed, paid re-delivery', deliveryFailedMail({ ...orderMail, money: story('DELIVERY_FAILED', 7616, 0), attempt: 2, reason: 'no_id', feeCents: 2000, cardText: 'your Visa ending in 4242', orderLink: 'http://shop.test/order/1' })],
  ['re-delivery booked', redeliveryBookedMail({ ...orderMail, money: story('REDELIVERY', 9616, 0), feeCents: 2000, cardText: 'your Visa ending in 4242', orderLink: 'http://shop.test/order/1' })],
  ['re-delivery agreed, to the retailer', redeliveryAgreedMail({ ...orderMail, feeCents: 0, orderLink: 'http://shop.test/retailer/orders/1' })],
  ['not delivered', orderUndeliveredMail({ ...orderMail, money: story('UNDELIVERED', 9616, 7017), returned: { refundCents: 7017, deliveryFeeCents: 599, redeliveryFeesCents: 2000 } })],
  [
    'returned to the retailer',
    orderReturnedToRetailerMail({ ...orderMail, money: { refundCents: 7017, deliveryFeeCents: 599, redeliveryFeesCents: 2000 }, orderLink: 'http://shop.test/retailer/orders/1' }),
  ],
  ['email verification', verifyEmailMail({ ...person, link })],
  ['email change notice', emailChangeNoticeMail({ ...person, link, newEmail: 'new@example.com' })],
  ['password reset', passwordResetMail({ ...person, link })],
  ['wrong passwords tried', passwordFailuresMail({ ...person, failures: 5, minutes: 15, profileLink: 'http://shop.test/profile' })],
  ['application approved', applicationDecisionMail({ ...person, decision: 'approved' })],
  ['application rejected', applicationDecisionMail({ ...person, decision: 'rejected' })],
  ['back in stock', backInStockMail({ ...person, wineTitle: HOSTILE, wineLink: 'http://shop.test/wine/1/Wine' })],
  [
    'contact request',
    contactRequestMail({ to: 'support@sommlike.test', ticketId: 't-1', name: HOSTILE, emailAddress: 'ann@example.com', subject: HOSTILE, content: `Hello\n${HOSTILE}`, senderUserId: null }),
  ],
];

describe('the mail templates', () => {
  it.each(MAILS)('%s: one layout in the brand colour, inline styles only, user text escaped, a text alternative', (_, mail) => {
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
    expect(mail.html).toContain(`background-color:${BRAND_COLOR};`);
    expect(visibleText(mail.html)).toMatch(new RegExp(`^${BRAND_NAME} `));
    expect(unsafeTags(mail.html)).toEqual([]);
    expect(mail.html).toContain(ESCAPED);
    expect(mail.text).toContain(HOSTILE);
  });

  it('new email to confirm: in the layout, saying what is asked and that ignoring it changes nothing, with no text the asker chose', () => {
    const mail = confirmNewEmailMail({ to: 'stranger@example.com', link });
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(unsafeTags(mail.html)).toEqual([]);
    for (const text of [mail.text.replace(/\s+/g, ' '), visibleText(mail.html)]) {
      expect(text).toMatch(/^(Sommlike Confirm your new email )?Hello, Someone asked to attach this email address \(stranger@example\.com\) to an account on Sommlike/);
      expect(text).toContain('If you did not ask for this, ignore this mail: nothing changes, and this address is not attached to any account.');
    }
  });

  it('shows the order lines and totals in cents as dollars, a discount only when there is one', () => {
    const { html: markup } = orderPlacedMail({ ...orderMail, card: { brand: 'visa', last4: '4242' } });
    expect(tableRows(markup)).toEqual(
      expect.arrayContaining([
        [HOSTILE, '3', '$74.97'],
        ['Subtotal', '$74.97'],
        ['Coupon discount', '-$7.50'],
        ['Taxes', '$2.70'],
        ['Delivery fee', '$5.99'],
        ['Total', '$76.16'],
      ]),
    );
    expect(visibleText(markup)).not.toContain('Offer discount');
  });

  it('escapes links in attributes and keeps line breaks of a message', () => {
    const mail = verifyEmailMail({ ...person, link });
    expect(mail.html).toContain('href="http://shop.test/email-link?t=abc&amp;x=1"');
    expect(mail.text).toContain(link);
    const contact = contactRequestMail({ to: 's@x.test', ticketId: 't', name: 'A', emailAddress: 'a@x.test', subject: 'S', content: 'one\r\ntwo\nthree', senderUserId: null });
    expect(contact.html).toContain('one<br>two<br>three');
  });

  it('escapes every value of the html tag, but not the markup it made', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${['&', html`<br>`]}${null}${false}${undefined}${0}</p>`.markup).toBe('<p><b>&lt;i&gt;</b>&amp;<br>0</p>');
  });
});
