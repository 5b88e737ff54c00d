import { BRAND_COLOR, BRAND_NAME, SHOP_TENANT_ID } from '@wine/contract/constants';
import type { Cart } from '@wine/contract/cart';
import type { PlacedOrder } from '@wine/contract/checkout';
import type { ConsoleOrder } from '@wine/contract/fulfilment';
import { wireOrderMoneyStory, type OrderMoneyStory } from '@wine/contract/order-money';
import type { OwnUser } from '@wine/contract/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders, outboxEmails } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { chargeDueOrders } from '../../src/modules/payments/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { outboxFor, VERIFY_MAIL_SUBJECT } from '../helpers/db';
import { expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeWine } from '../helpers/fixtures';
import { tableRows, unsafeTags, visibleText } from '../helpers/mail';
import { Cards, saveTestCard, serviceContext } from '../helpers/payments';
import { insertAccount, openSession, signUpVerified } from '../helpers/users';

/**
 * The shopper's mails along an order's life, read from the outbox after each step: each is HTML in
 * the shop's layout with a text alternative, shows the order's lines and totals to the cent, and
 * shows what users typed (names, wine titles, the retailer's name) as text, never as markup.
 */

/** 23:45 in New York on 15 January 2030: after the nightly cut-off, so orders placed now are due. */
const NIGHT = new Date('2030-01-16T04:45:00Z');

/** A given name with every character HTML gives a meaning to (names may not hold spaces). */
const NAME = `Ann<i>&"O'Lee"</i>`;
const ESCAPED_NAME = 'Ann&lt;i&gt;&amp;&quot;O&#39;Lee&quot;&lt;/i&gt;';
const CHATEAU = 'Château <Margaux> & "Fils"';
const BAROLO = "Barolo 'Riserva' <script>alert(1)</script>";

let t: TestApp;
let retailer: Awaited<ReturnType<typeof makeBusiness>>;
let admin: () => Promise<Record<string, string>>;
beforeAll(async () => {
  t = await createTestApp();
  retailer = await makeBusiness(t.db, {
    name: 'Vine & <Co> "Cellars"',
    addressLine1: '12 Grape Street',
    city: 'New York',
    state: 'NY',
    zip: '10118',
    deliveryFeeCents: 999,
    freeDeliveryThresholdCents: 15_000,
    deliversToStates: [],
  });
  const { row } = await insertAccount(t.db, { roles: ['admin'] });
  admin = () => openSession(t.db, row.id);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const inject = (method: 'POST' | 'PATCH', url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers, payload });

const address = (zip: string) => ({
  address: { addressLine1: '100 Vineyard Avenue', zip, customData: { firstName: 'Ann', lastName: 'Lee' } },
  contactDetails: { contactNumber: '2125550123' },
});

interface Line {
  title: string;
  priceCents: number;
  quantity: number;
  discountPercent?: number;
}

/** A new shopper places an order through the API: cart, addresses, card, confirmation. */
async function placeOrder(input: { deliveryType: 'delivery' | 'pickup'; card?: string; lines: Line[]; voucherCode?: string }) {
  const shopper = await signUpVerified(t.app, t.db, { givenName: NAME });
  const user = expectSuccess<OwnUser>(
    await inject('PATCH', `/users/${shopper.user._id}`, shopper.auth, { savedAddress: [address('10118')], billingAddress: [address('10118')] }),
  );
  const cart = expectSuccess<Cart>(await inject('POST', '/order', shopper.auth, { status: 'OPEN' }));
  for (const line of input.lines) {
    const wine = await makeWine(t.db, { title: line.title, businessId: retailer.id, priceCents: line.priceCents, discountPercent: line.discountPercent ?? null });
    expectSuccess(await inject('PATCH', `/order/${cart._id}/item`, shopper.auth, { catalogueId: wine.id, quantity: line.quantity }));
  }
  const card = await saveTestCard(t.db, shopper.user._id, input.card ?? Cards.visa);
  const placed = expectSuccess<PlacedOrder>(
    await inject('PATCH', `/order/${cart._id}/confirm`, shopper.auth, {
      paymentMethod: { type: 'CARD', cardId: card.id },
      deliveryType: input.deliveryType,
      ...(input.deliveryType === 'delivery' ? { deliveryAddressId: user.savedAddress[0]!._id, billingSameAsDelivery: true } : {}),
      ...(input.deliveryType === 'pickup' ? { billingAddressId: user.billingAddress[0]!._id } : {}),
      ...(input.voucherCode ? { voucherCode: input.voucherCode } : {}),
      businessId: retailer.id,
      eventId: null,
    }),
  );
  const [row] = await t.db.select().from(orders).where(eq(orders.id, placed._id));
  return { shopper, placed, orderNumber: row!.orderNumber };
}

/**
 * The order's money story as the shopper's order page and the console's order tell it (issue 45):
 * both answers' facts, checked to tell the same story, which the mails must tell too.
 */
async function pagesMoneyStory(orderId: string, shopperAuth: Headers): Promise<OrderMoneyStory> {
  const placed = expectSuccess<PlacedOrder>(await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: shopperAuth }));
  const consoleOrder = expectSuccess<ConsoleOrder>(await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: await admin() }));
  expect(consoleOrder.money).toEqual(placed.money);
  const story = wireOrderMoneyStory({ status: placed.status, total: placed.displayAmount, money: placed.money, card: placed.payment.card });
  expect(wireOrderMoneyStory({ status: consoleOrder.status, total: consoleOrder.total, money: consoleOrder.money, card: consoleOrder.card })).toEqual(story);
  return story;
}

/** The story's rows and sentence as a mail's text writes them, a line each. */
const storyText = (story: OrderMoneyStory) => [...story.lines.map((line) => `${line.label}: ${line.amount}`), story.note].join('\n');

/** The order's pages and the mail tell the same money story: `note`, with no row after the total. */
async function expectMoneyNote(mail: { text: string; visible: string }, orderId: string, shopperAuth: Headers, note: string) {
  expect(await pagesMoneyStory(orderId, shopperAuth)).toEqual({ note, lines: [] });
  expect(mail.text).toContain(`\n\n${note}\n\n`);
  expect(mail.visible).toContain(note);
}

/** The one mail with this subject sent to the shopper, checked to be a whole mail of the shop. */
async function mailTo(email: string, subject: string) {
  const mails = await outboxFor(t.db, email, subject);
  expect(mails, `one mail "${subject}" to ${email}`).toHaveLength(1);
  const mail = mails[0]!;
  expect(mail.text.length).toBeGreaterThan(0);
  expect(mail.html).toMatch(/^<!DOCTYPE html>/);
  expect(mail.html).toContain(`background-color:${BRAND_COLOR}`);
  expect(mail.html).toContain(`>${BRAND_NAME}</td>`);
  expect(unsafeTags(mail.html!)).toEqual([]);
  return { ...mail, html: mail.html!, rows: tableRows(mail.html!), visible: visibleText(mail.html!) };
}

describe('the mails of a delivery order: placed, charged, out for delivery, delivered', () => {
  it('tells the shopper at each step, with the lines and totals to the cent', async () => {
    const { shopper, placed, orderNumber } = await placeOrder({
      deliveryType: 'delivery',
      lines: [
        { title: CHATEAU, priceCents: 2499, quantity: 2, discountPercent: 10 },
        { title: 'Plain Red', priceCents: 1000, quantity: 1 },
      ],
    });
    const number = placed.displayOrderId;
    // 2 x $24.99 at 10% off = 2 x $22.49; + $10.00; NY tax 4% of $54.98; delivery $9.99 below the threshold.
    const lines = [
      [CHATEAU, '2', '$44.98'],
      ['Plain Red', '1', '$10.00'],
    ];
    const orderTotals = [
      ['Subtotal', '$59.98'],
      ['Offer discount', '-$5.00'],
      ['Taxes', '$2.20'],
      ['Delivery fee', '$9.99'],
      ['Total', '$67.17'],
    ];
    const expectOrderTable = (rows: string[][]) => {
      expect(rows).toEqual(expect.arrayContaining([...lines, ...orderTotals]));
      // A discount that is not there is not shown.
      expect(rows.some((row) => row[0] === 'Coupon discount')).toBe(false);
    };

    const placedMail = await mailTo(shopper.email, `Your Sommlike order ${number} is placed`);
    expect(placedMail.to).toBe(shopper.email);
    expectOrderTable(placedMail.rows);
    expect(placedMail.html).toContain(`Hello ${ESCAPED_NAME},`);
    expect(placedMail.html).toContain('Château &lt;Margaux&gt; &amp; &quot;Fils&quot;');
    expect(placedMail.html).not.toContain('<Margaux>');
    expect(placedMail.html).not.toContain('<i>');
    expect(placedMail.visible).toContain('your Visa ending in 4242 is charged after 11:30pm');
    expect(placedMail.text).toBe(
      `Hello ${NAME},\n\nThank you for your order ${number}.\n\n2 x ${CHATEAU}: $44.98\n1 x Plain Red: $10.00\n\nTotal: $67.17\n\n` +
        '$0 is charged now; your Visa ending in 4242 is charged after 11:30pm. We will tell you when your wine is on its way.\n',
    );

    expect(await chargeDueOrders(serviceContext(t.db), NIGHT)).toMatchObject({ charged: 1 });
    const receipt = await mailTo(shopper.email, `Receipt for your order SL-${orderNumber}`);
    expectOrderTable(receipt.rows);
    expect(receipt.visible).toContain(`We charged $67.17 to your Visa ending in 4242 for order SL-${orderNumber}.`);
    expect(receipt.html).toContain(`href="http://shop.test/order/${placed._id}"`);
    expect(receipt.text).toContain(`See your order: http://shop.test/order/${placed._id}`);

    expectSuccess(await inject('PATCH', `/admin/orders/${placed._id}/out-for-delivery`, await admin()));
    const onItsWay = await mailTo(shopper.email, `Your Sommlike order ${number} is out for delivery`);
    expectOrderTable(onItsWay.rows);
    expect(onItsWay.html).toContain(`Hello ${ESCAPED_NAME},`);
    expect(onItsWay.text).toBe(
      `Hello ${NAME},\n\nYour order ${number} is on its way. An adult aged 21 or over must receive it and show a valid ID; wine cannot be left at the door.\n`,
    );

    expectSuccess(await inject('PATCH', `/admin/orders/${placed._id}/delivered`, await admin(), { ageChecked: true }));
    const delivered = await mailTo(shopper.email, `Your Sommlike order ${number} was delivered`);
    expectOrderTable(delivered.rows);
    expect(delivered.text).toContain(`Your order ${number} was delivered.`);

    // The sign-up's verification mail, then one mail per step.
    const subjects = (await outboxFor(t.db, shopper.email)).map((mail) => mail.subject).filter((subject) => subject !== VERIFY_MAIL_SUBJECT);
    expect(subjects).toHaveLength(4);
  });
});

describe('the mails of a pickup order with a coupon: placed, charged, ready for pickup, cancelled and refunded', () => {
  it('shows the coupon, the pickup place and the refund', async () => {
    const [coupon] = await t.db
      .insert(coupons)
      .values({ id: newId(), tenantId: SHOP_TENANT_ID, code: `MAIL${newId().slice(-6).toUpperCase()}`, description: '10% off', percentBasisPoints: 1000 })
      .returning();
    const { shopper, placed, orderNumber } = await placeOrder({
      deliveryType: 'pickup',
      lines: [{ title: BAROLO, priceCents: 5000, quantity: 2, discountPercent: 10 }],
      voucherCode: coupon!.code,
    });
    const number = placed.displayOrderId;
    // $100 less the 10% offer is $90; the coupon takes 10% of that; NY tax 4% of $81; no delivery fee.
    const expected = [
      [BAROLO, '2', '$90.00'],
      ['Subtotal', '$100.00'],
      ['Offer discount', '-$10.00'],
      ['Coupon discount', '-$9.00'],
      ['Taxes', '$3.24'],
      ['Delivery fee', '$0.00'],
      ['Total', '$84.24'],
    ];

    const placedMail = await mailTo(shopper.email, `Your Sommlike order ${number} is placed`);
    expect(placedMail.rows).toEqual(expect.arrayContaining(expected));
    expect(placedMail.html).toContain('Barolo &#39;Riserva&#39; &lt;script&gt;alert(1)&lt;/script&gt;');

    await chargeDueOrders(serviceContext(t.db), NIGHT);
    const receipt = await mailTo(shopper.email, `Receipt for your order SL-${orderNumber}`);
    expect(receipt.rows).toEqual(expect.arrayContaining(expected));
    await expectMoneyNote(receipt, placed._id, shopper.auth, 'Paid via Card (Visa ending in 4242).');

    expectSuccess(await inject('PATCH', `/admin/orders/${placed._id}/ready-for-pickup`, await admin()));
    const ready = await mailTo(shopper.email, `Your Sommlike order ${number} is ready for pickup`);
    expect(ready.rows).toEqual(expect.arrayContaining(expected));
    expect(ready.html).toContain('<strong>Vine &amp; &lt;Co&gt; &quot;Cellars&quot;</strong>, 12 Grape Street, New York, NY 10118');
    expect(ready.text).toBe(
      `Hello ${NAME},\n\nYour order ${number} is ready for pickup at Vine & <Co> "Cellars", 12 Grape Street, New York, NY 10118.` +
        ' Please bring a valid ID: the person collecting wine must be 21 or over.\n',
    );

    expectSuccess(await inject('PATCH', `/admin/orders/${placed._id}/cancel`, await admin(), { note: 'Corked bottle' }));
    const cancelled = await mailTo(shopper.email, `Your Sommlike order ${number} was cancelled`);
    expect(cancelled.rows).toEqual(expect.arrayContaining(expected));
    const refund = 'We refunded $84.24 to your card; it shows on your statement in 1-4 business days.';
    expect(cancelled.visible).toContain(`Your order ${number} was cancelled by our team. ${refund}`);
    // The same story as the order's page and the console: the rows after the total, then the sentence.
    const story = await pagesMoneyStory(placed._id, shopper.auth);
    expect(story).toEqual({
      note: 'Paid via Card (Visa ending in 4242), refunded in full.',
      lines: [{ label: 'Refunded', amount: '-$84.24' }, { label: 'Paid in all', amount: '$0.00' }],
    });
    expect(cancelled.rows).toEqual(expect.arrayContaining([['Refunded', '-$84.24'], ['Paid in all', '$0.00']]));
    expect(cancelled.visible).toContain('Paid via Card (Visa ending in 4242), refunded in full.');
    expect(cancelled.text).toBe(
      `Hello ${NAME},\n\nYour order ${number} was cancelled by our team. ${refund}\n\n${storyText(story)}\n\nQuestions? Reply through Contact us on the site.\n`,
    );
  });
});

describe('the mails of a failed charge: payment failed with the pay link, then the receipt', () => {
  it('sends the pay link, and the receipt once the shopper pays with another card', async () => {
    const { shopper, placed, orderNumber } = await placeOrder({
      deliveryType: 'delivery',
      card: Cards.declinedAfterAttach,
      lines: [{ title: CHATEAU, priceCents: 3000, quantity: 1 }],
    });
    // $30.00, NY tax 4%, delivery $9.99.
    const expected = [
      [CHATEAU, '1', '$30.00'],
      ['Subtotal', '$30.00'],
      ['Taxes', '$1.20'],
      ['Delivery fee', '$9.99'],
      ['Total', '$41.19'],
    ];

    expect(await chargeDueOrders(serviceContext(t.db), NIGHT)).toMatchObject({ failed: 1 });
    const failed = await mailTo(shopper.email, `Payment failed for your order SL-${orderNumber}`);
    expect(failed.rows).toEqual(expect.arrayContaining(expected));
    const payLink = `http://shop.test/payment/pay/${placed._id}`;
    expect(failed.html).toContain(`href="${payLink}"`);
    expect(failed.visible).toContain(`We could not charge $41.19 to your Visa ending in 0341 for order SL-${orderNumber}:`);
    expect(failed.text).toContain(`Please pay with another card here: ${payLink}`);
    expect(failed.html).toContain(`Hi ${ESCAPED_NAME},`);
    const notPaid = 'Not paid yet: the charge to your Card (Visa ending in 0341) did not go through.';
    await expectMoneyNote(failed, placed._id, shopper.auth, notPaid);

    const card = await saveTestCard(t.db, shopper.user._id, Cards.visa);
    expect(expectSuccess(await inject('POST', `/order/${placed._id}/pay`, shopper.auth, { cardId: card.id }))).toMatchObject({ paymentStatus: 'succeeded' });
    const receipt = await mailTo(shopper.email, `Receipt for your order SL-${orderNumber}`);
    expect(receipt.rows).toEqual(expect.arrayContaining(expected));
    expect(receipt.text).toContain(`We charged $41.19 to your Visa ending in 4242 for order SL-${orderNumber}.`);
    await expectMoneyNote(receipt, placed._id, shopper.auth, 'Paid via Card (Visa ending in 4242).');
  });
});

describe("the mail of a shopper's own cancellation", () => {
  it('confirms it with the order and says the card was not charged', async () => {
    const { shopper, placed } = await placeOrder({ deliveryType: 'delivery', lines: [{ title: 'Plain Red', priceCents: 1000, quantity: 3 }] });
    expectSuccess(await inject('PATCH', `/order/${placed._id}/cancel`, shopper.auth));
    const cancelled = await mailTo(shopper.email, `Your Sommlike order ${placed.displayOrderId} was cancelled`);
    expect(cancelled.rows).toEqual(expect.arrayContaining([['Plain Red', '3', '$30.00'], ['Total', '$41.19']]));
    const notCharged = 'Not charged: the order was cancelled before its card was charged.';
    await expectMoneyNote(cancelled, placed._id, shopper.auth, notCharged);
    expect(cancelled.text).toBe(
      `Hello ${NAME},\n\nYour order ${placed.displayOrderId} was cancelled, as you asked.\n\n${notCharged}\n\n` +
        'Questions? Reply through Contact us on the site.\n',
    );
  });
});

describe('every mail', () => {
  it('is stored with its HTML and its text', async () => {
    const rows = await t.db.select().from(outboxEmails);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.text, row.subject).not.toBe('');
      expect(row.html, row.subject).toMatch(/^<!DOCTYPE html>/);
    }
  });
});
