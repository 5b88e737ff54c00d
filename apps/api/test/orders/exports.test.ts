import type { AdminOrderRow } from '@wine/contract/admin/orders';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commissions, coupons, orderItems, orders, payments } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { EXPORT_BATCH_SIZE, keysetBatches } from '../../src/lib/paging';
import { listCommissionGroups, type CommissionGroupRow } from '../../src/modules/commission/queries';
import { consoleSuite } from '../helpers/admin';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeWine } from '../helpers/fixtures';
import { insertAccount, openSession } from '../helpers/users';

/** The console's and My Commission's CSV downloads (issue 21). */

const suite = consoleSuite({ STORE_TIMEZONE: 'America/New_York' });
const db = () => suite.t.db;

const get = async (url: string, headers?: Record<string, string>) =>
  suite.t.app.inject({ method: 'GET', url: `/api${url}`, headers: headers ?? (await suite.cast.admin()) });

/** The file of a successful export: its headers checked, its text without the byte order mark. */
function csvOf(response: { statusCode: number; body: string; headers: Record<string, unknown> }, fileName: RegExp): string {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${fileName.source}"$`));
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  return response.body.slice(1);
}

const rowsOf = (csv: string) => parse(csv, { relaxColumnCount: false }) as string[][];

const ORDERS_HEADER =
  'Order,Placed (America/New_York),Status,Fulfilment,Shopper,Shopper email,Retailer,Wine,Wine code,Quantity,Unit price,Offer %,Line total,' +
  'Subtotal,Offer discount,Coupon code,Coupon discount,Taxes,Delivery fee,Total,Payment\r\n';

interface OrderSpec {
  business: { id: string };
  userId: string;
  placedAt: Date;
  status?: string;
  mode?: 'pickup' | 'delivery';
  couponId?: string;
  amounts?: Partial<Record<'subtotalCents' | 'offerDiscountCents' | 'couponDiscountCents' | 'taxCents' | 'deliveryFeeCents' | 'totalCents', number>>;
  lines: { wine: { id: string }; quantity: number; unitPriceCents: number; discountPercent?: number; affiliateUserId?: string }[];
  payments?: { kind: 'charge' | 'refund'; status: 'pending' | 'succeeded' | 'failed' | 'requires_action'; amountCents: number }[];
}

/** A placed order as checkout stores it: amounts fixed on the order, prices on its lines, its payments. */
async function placeOrder(spec: OrderSpec) {
  const [order] = await db()
    .insert(orders)
    .values({
      id: newId(),
      tenantId: SHOP_TENANT_ID,
      userId: spec.userId,
      status: spec.status ?? 'CONFIRMED',
      businessId: spec.business.id,
      deliveryMode: spec.mode ?? 'pickup',
      couponId: spec.couponId ?? null,
      subtotalCents: 0,
      offerDiscountCents: 0,
      couponDiscountCents: 0,
      taxCents: 0,
      deliveryFeeCents: 0,
      totalCents: 0,
      ...spec.amounts,
      placedAt: spec.placedAt,
    })
    .returning();
  for (const [index, line] of spec.lines.entries()) {
    await db()
      .insert(orderItems)
      .values({
        orderId: order!.id,
        catalogueId: line.wine.id,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        discountPercent: line.discountPercent ?? null,
        affiliateUserId: line.affiliateUserId ?? null,
        createdAt: new Date(spec.placedAt.getTime() - 60_000 + index),
      });
  }
  for (const [index, payment] of (spec.payments ?? []).entries()) {
    await db()
      .insert(payments)
      .values({ id: newId(), orderId: order!.id, provider: 'test', idempotencyKey: `${order!.id}-${index}`, createdAt: new Date(spec.placedAt.getTime() + index * 1000), ...payment });
  }
  return order!;
}

describe('GET /admin/orders/export.csv', () => {
  it('writes one row per line, the order’s amounts on its first line, money in dollars and dates on the store’s clock', async () => {
    const business = await makeBusiness(db(), { name: 'Vine & Barrel, Napa' });
    const grace = await insertAccount(db(), { givenName: 'Grace', familyName: 'O"Hopper', email: 'grace.export@example.com' });
    const lin = await insertAccount(db(), { givenName: 'Lin', familyName: 'Park', email: 'lin.export@example.com' });
    const cabernet = await makeWine(db(), { title: 'Silver Oak Cabernet, 2019', code: 'SO-CAB-19' });
    const rose = await makeWine(db(), { title: 'Rosé "Provence"\nMagnum', code: 'RP-MAG' });
    const [coupon] = await db().insert(coupons).values({ id: newId(), tenantId: SHOP_TENANT_ID, code: 'SPRING10', description: '10% off', percentBasisPoints: 1000 }).returning();

    // 23:30 in New York on 1 March 2030 is 04:30 UTC on the 2nd.
    const first = await placeOrder({
      business,
      userId: grace.row.id,
      placedAt: new Date('2030-03-02T04:30:00Z'),
      status: 'CHARGED',
      mode: 'delivery',
      couponId: coupon!.id,
      lines: [
        { wine: cabernet, quantity: 2, unitPriceCents: 3000, discountPercent: 10 },
        { wine: rose, quantity: 1, unitPriceCents: 1999 },
      ],
      // 79.99 listed, 6.00 offer, 10% of 73.99 coupon, tax on 66.59, delivery 7.99.
      amounts: { subtotalCents: 7999, offerDiscountCents: 600, couponDiscountCents: 740, taxCents: 591, deliveryFeeCents: 799, totalCents: 8049 },
      payments: [{ kind: 'charge', status: 'succeeded', amountCents: 8049 }],
    });
    const second = await placeOrder({
      business,
      userId: lin.row.id,
      placedAt: new Date('2030-03-04T15:00:00Z'),
      lines: [{ wine: cabernet, quantity: 1, unitPriceCents: 3000 }],
      amounts: { subtotalCents: 3000, totalCents: 3000 },
    });
    const third = await placeOrder({
      business,
      userId: lin.row.id,
      placedAt: new Date('2030-03-05T15:00:00Z'),
      status: 'PAYMENT_FAILED',
      lines: [{ wine: rose, quantity: 3, unitPriceCents: 1999, discountPercent: 15 }],
      // 15% off 19.99 is 3.00 a bottle (rounded once per bottle).
      amounts: { subtotalCents: 5997, offerDiscountCents: 900, totalCents: 5097 },
      payments: [{ kind: 'charge', status: 'failed', amountCents: 5097 }],
    });
    const fourth = await placeOrder({
      business,
      userId: grace.row.id,
      placedAt: new Date('2030-03-06T15:00:00Z'),
      status: 'ADMIN_CANCEL',
      lines: [{ wine: cabernet, quantity: 1, unitPriceCents: 3000 }],
      amounts: { subtotalCents: 3000, totalCents: 3000 },
      payments: [
        { kind: 'charge', status: 'succeeded', amountCents: 3000 },
        { kind: 'refund', status: 'succeeded', amountCents: 3000 },
      ],
    });

    const csv = csvOf(await get(`/admin/orders/export.csv?businessId=${business.id}`), /orders-\d{4}-\d{2}-\d{2}\.csv/);
    const retailer = '"Vine & Barrel, Napa"';
    const roseTitle = '"Rosé ""Provence""\nMagnum"';
    expect(csv).toBe(
      ORDERS_HEADER +
        `SL-${fourth.orderNumber},2030-03-06 10:00,Cancelled by Sommlike,Pickup,"Grace O""Hopper",grace.export@example.com,${retailer},"Silver Oak Cabernet, 2019",SO-CAB-19,1,30.00,,30.00,30.00,0.00,,0.00,0.00,0.00,30.00,Refunded\r\n` +
        `SL-${third.orderNumber},2030-03-05 10:00,Payment failed,Pickup,Lin Park,lin.export@example.com,${retailer},${roseTitle},RP-MAG,3,19.99,15,50.97,59.97,9.00,,0.00,0.00,0.00,50.97,Failed\r\n` +
        `SL-${second.orderNumber},2030-03-04 10:00,Awaiting charge,Pickup,Lin Park,lin.export@example.com,${retailer},"Silver Oak Cabernet, 2019",SO-CAB-19,1,30.00,,30.00,30.00,0.00,,0.00,0.00,0.00,30.00,Not charged\r\n` +
        `SL-${first.orderNumber},2030-03-01 23:30,Charged,Delivery,"Grace O""Hopper",grace.export@example.com,${retailer},"Silver Oak Cabernet, 2019",SO-CAB-19,2,30.00,10,54.00,79.99,6.00,SPRING10,7.40,5.91,7.99,80.49,Paid\r\n` +
        `SL-${first.orderNumber},2030-03-01 23:30,Charged,Delivery,"Grace O""Hopper",grace.export@example.com,${retailer},${roseTitle},RP-MAG,1,19.99,,19.99,,,,,,,,\r\n`,
    );
    // A spreadsheet reads the quoted cells back as they were written.
    expect(rowsOf(csv).at(-1)?.slice(6, 9)).toEqual(['Vine & Barrel, Napa', 'Rosé "Provence"\nMagnum', 'RP-MAG']);
  });

  it('says "Partly refunded" for an order a return refunded in part, "Refunded" once all of it came back (issue 44)', async () => {
    const business = await makeBusiness(db(), { name: 'Partial Cellars' });
    const shopper = await insertAccount(db(), { givenName: 'Part', familyName: 'Return' });
    const wine = await makeWine(db());
    const refundedBy = (refunds: number[]) =>
      placeOrder({
        business,
        userId: shopper.row.id,
        placedAt: new Date('2030-06-01T15:00:00Z'),
        status: 'COMPLETED',
        lines: [{ wine, quantity: 2, unitPriceCents: 1500 }],
        amounts: { subtotalCents: 3000, totalCents: 3000 },
        payments: [{ kind: 'charge', status: 'succeeded', amountCents: 3000 }, ...refunds.map((amountCents) => ({ kind: 'refund' as const, status: 'succeeded' as const, amountCents }))],
      });
    const part = await refundedBy([1500]);
    const whole = await refundedBy([1500, 1500]);
    const states = new Map(rowsOf(csvOf(await get(`/admin/orders/export.csv?businessId=${business.id}`), /orders-.*/)).slice(1).map((row) => [row[0], row.at(-1)]));
    expect(states.get(`SL-${part.orderNumber}`)).toBe('Partly refunded');
    expect(states.get(`SL-${whole.orderNumber}`)).toBe('Refunded');
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const business = await makeBusiness(db(), { name: '@Cellar' });
    const shopper = await insertAccount(db(), { givenName: '=HYPERLINK("http://evil.test","Refund")', familyName: '', email: 'formula.export@example.com' });
    const wine = await makeWine(db(), { title: '+1+cmd|\' /C calc\'!A0', code: '-SKU' });
    const order = await placeOrder({ business, userId: shopper.row.id, placedAt: new Date('2030-04-01T15:00:00Z'), lines: [{ wine, quantity: 1, unitPriceCents: 1000 }] });

    const [, row] = rowsOf(csvOf(await get(`/admin/orders/export.csv?businessId=${business.id}`), /orders-.*/));
    expect(row?.slice(0, 9)).toEqual([
      `SL-${order.orderNumber}`,
      '2030-04-01 11:00',
      'Awaiting charge',
      'Pickup',
      `'=HYPERLINK("http://evil.test","Refund")`,
      'formula.export@example.com',
      "'@Cellar",
      "'+1+cmd|' /C calc'!A0",
      "'-SKU",
    ]);
  });

  it('applies the list’s filters: the same orders as the list, every page', async () => {
    const business = await makeBusiness(db(), { name: 'Filter Cellars' });
    const shopper = await insertAccount(db(), { givenName: 'Filter', familyName: 'Shopper' });
    const wine = await makeWine(db());
    const at = (iso: string, status = 'CONFIRMED', userId = shopper.row.id) =>
      placeOrder({ business, userId, placedAt: new Date(iso), status, lines: [{ wine, quantity: 1, unitPriceCents: 1000 }] });
    const placed = [
      await at('2030-05-02T03:30:00Z'),
      await at('2030-05-02T15:00:00Z', 'CHARGED'),
      await at('2030-05-03T15:00:00Z', 'PAYMENT_FAILED'),
      await at('2030-05-04T15:00:00Z', 'CONFIRMED', (await insertAccount(db())).row.id),
    ];

    const exported = async (query: string) => rowsOf(csvOf(await get(`/admin/orders/export.csv?businessId=${business.id}${query}`), /orders-.*/)).slice(1).map((row) => row[0]);
    const listed = async (query: string) =>
      expectSuccess<{ orders: AdminOrderRow[] }>(await get(`/admin/orders?businessId=${business.id}&limit=100${query}`)).orders.map((row) => row.displayOrderId);
    for (const query of [
      '',
      '&status=CHARGED',
      '&status=COMPLETED',
      '&from=2030-05-02&to=2030-05-02',
      '&to=2030-05-01',
      '&from=2030-05-03',
      `&q=SL-${placed[2]!.orderNumber}`,
      `&q=${encodeURIComponent(shopper.row.email.toUpperCase())}`,
    ]) {
      expect(await exported(query), query).toEqual(await listed(query));
    }
    expect(await exported('&from=2030-05-02&to=2030-05-02')).toEqual([`SL-${placed[1]!.orderNumber}`]);
    expect(await exported('&status=COMPLETED')).toEqual([]);
  });

  it('answers 401 without a session, 403 to anyone but an admin, and 400 in the envelope to a bad query', async () => {
    expectFailure(await get('/admin/orders/export.csv', {}), 401, ErrorCode.UNAUTHENTICATED);
    const refused = await suite.cast.refused();
    for (const headers of [refused.plain, refused.sommelier, refused.retailer]) {
      expectFailure(await get('/admin/orders/export.csv', headers), 403, ErrorCode.FORBIDDEN, 'Only an admin');
    }
    for (const [query, code] of [
      ['?status=SHIPPED', ErrorCode.VALIDATION_FAILED],
      ['?from=2030-02-30', ErrorCode.VALIDATION_FAILED],
      ['?from=2030-03-02&to=2030-03-01', ErrorCode.VALIDATION_FAILED],
      ['?q=grace', ErrorCode.VALIDATION_FAILED],
      ['?skip=20', ErrorCode.UNKNOWN_QUERY_KEY],
      ['?format=xlsx', ErrorCode.UNKNOWN_QUERY_KEY],
    ] as const) {
      expectFailure(await get(`/admin/orders/export.csv${query}`), 400, code);
    }
  });

  it('streams 5,000 orders read in batches as the reader takes them, none skipped or repeated, even placed within the same millisecond', { timeout: 120_000 }, async () => {
    const business = await makeBusiness(db(), { name: 'Big Volume Wines' });
    const shopper = await insertAccount(db(), { givenName: 'Bulk', familyName: 'Buyer' });
    const wine = await makeWine(db());
    const count = 10 * EXPORT_BATCH_SIZE;
    // Every order within 2 ms, three to a microsecond: a cursor kept as a JS Date would lose them.
    await db().execute(sql`
      INSERT INTO orders (id, tenant_id, user_id, status, business_id, delivery_mode, subtotal_cents, offer_discount_cents,
                          coupon_discount_cents, tax_cents, delivery_fee_cents, total_cents, placed_at)
      SELECT gen_random_uuid(), ${SHOP_TENANT_ID}, ${shopper.row.id}, 'CONFIRMED', ${business.id}, 'pickup', 2500, 0, 0, 0, 0, 2500,
             timestamptz '2031-01-01 12:00:00+00' + (n / 3) * interval '1 microsecond'
      FROM generate_series(1, ${count}) AS n`);
    await db().execute(sql`
      INSERT INTO order_items (order_id, catalogue_id, quantity, unit_price_cents)
      SELECT id, ${wine.id}, 1, 2500 FROM orders WHERE business_id = ${business.id}`);

    // Each statement the app sends, with how many rows it answered.
    const statements: { text: string; rows: number }[] = [];
    let started = 0;
    const pool = suite.t.pool;
    const query = pool.query;
    const send = query.bind(pool) as (...args: unknown[]) => Promise<{ rowCount: number | null }>;
    pool.query = (async (...args: unknown[]) => {
      started += 1;
      const result = await send(...args);
      const [first] = args;
      statements.push({ text: typeof first === 'string' ? first : String((first as { text?: string }).text), rows: result.rowCount ?? 0 });
      return result;
    }) as unknown as typeof pool.query;
    /**
     * Resolves once the app has stopped reading: nothing of it in flight, and nothing started while
     * the test went to the database and back three times in a row. Counted in round trips, not
     * time: an export that ignored its reader would read on to the end before this resolves.
     */
    const readingStopped = async () => {
      for (let quiet = 0; quiet < 3; ) {
        const before = started;
        await send('SELECT 1');
        quiet = started === before && statements.length === started ? quiet + 1 : 0;
      }
    };
    const batchReads = () => statements.filter((statement) => /from "orders"/.test(statement.text) && /::text/.test(statement.text));
    const received: Buffer[] = [];
    let readWhileWaiting: number | undefined;
    try {
      const response = await suite.t.app.inject({ method: 'GET', url: `/api/admin/orders/export.csv?businessId=${business.id}`, headers: await suite.cast.admin(), payloadAsStream: true });
      const chunks = response.stream()[Symbol.asyncIterator]();
      received.push((await chunks.next()).value as Buffer);
      // A reader that takes nothing more holds the export back: it reads a few batches ahead, no more.
      await readingStopped();
      readWhileWaiting = batchReads().length;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) received.push(next.value as Buffer);
    } finally {
      pool.query = query;
    }
    const rows = rowsOf(Buffer.concat(received).toString('utf8').slice(1)).slice(1);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row[0])).size).toBe(count);
    expect(readWhileWaiting).toBeLessThan(5);
    expect(batchReads().map((batch) => batch.rows)).toEqual([...Array.from({ length: 10 }, () => EXPORT_BATCH_SIZE), 0]);
    expect(Math.max(...statements.map((statement) => statement.rows))).toBeLessThanOrEqual(EXPORT_BATCH_SIZE);
  });
});

describe('commission exports', () => {
  /** Two sommeliers' commission on three orders charged across two months of the store's calendar, made once for the tests below. */
  let made: ReturnType<typeof makeScene> | undefined;
  const commissionScene = () => (made ??= makeScene());
  async function makeScene() {
    const business = await makeBusiness(db(), { name: 'Commission Cellars' });
    const shopper = await insertAccount(db(), { givenName: 'Paying', familyName: 'Shopper' });
    const claire = await insertAccount(db(), { type: 'sommelier', activeStatus: 'approved', givenName: 'Claire', familyName: 'Dubois', email: 'claire.export@example.com' });
    const marc = await insertAccount(db(), { type: 'sommelier', activeStatus: 'approved', givenName: 'Marc', familyName: 'Lefèvre, Jr.', email: 'marc.export@example.com' });
    const cabernet = await makeWine(db());
    const merlot = await makeWine(db());
    /** An order charged at `chargedAt`, with each line's commission earned then. */
    const charged = async (chargedAt: string, lines: (OrderSpec['lines'][number] & { commissionCents: number })[]) => {
      const order = await placeOrder({ business, userId: shopper.row.id, placedAt: new Date(chargedAt), status: 'CHARGED', lines });
      await db()
        .insert(commissions)
        .values(lines.map((line) => ({ id: newId(), sommelierUserId: line.affiliateUserId!, orderId: order.id, catalogueId: line.wine.id, amountCents: line.commissionCents, createdAt: new Date(chargedAt) })));
    };
    // 04:30 UTC on 31 January and on 1 February are both still January in New York.
    await charged('2030-01-31T04:30:00Z', [
      { wine: cabernet, quantity: 2, unitPriceCents: 3000, discountPercent: 10, affiliateUserId: claire.row.id, commissionCents: 540 },
      { wine: merlot, quantity: 1, unitPriceCents: 1999, affiliateUserId: marc.row.id, commissionCents: 200 },
    ]);
    await charged('2030-02-01T04:30:00Z', [{ wine: cabernet, quantity: 1, unitPriceCents: 2500, affiliateUserId: claire.row.id, commissionCents: 250 }]);
    // 3 bottles at 15% off 19.99: 16.99 each after the offer.
    await charged('2030-02-15T15:00:00Z', [
      { wine: merlot, quantity: 3, unitPriceCents: 1999, discountPercent: 15, affiliateUserId: claire.row.id, commissionCents: 510 },
      { wine: cabernet, quantity: 1, unitPriceCents: 3000, discountPercent: 10, affiliateUserId: claire.row.id, commissionCents: 270 },
    ]);
    return { claire, marc };
  }

  it('sums each sommelier’s month: orders, sales after the wines’ offers and commission, in the list’s order and with its filters', async () => {
    const { claire } = await commissionScene();

    const csv = csvOf(await get('/admin/commission/export.csv?from=2030-01&to=2030-02'), /commission-\d{4}-\d{2}-\d{2}\.csv/);
    expect(csv).toBe(
      'Sommelier,Sommelier email,Month,Orders,Sales,Commission\r\n' +
        'Claire Dubois,claire.export@example.com,2030-02,1,77.97,7.80\r\n' +
        'Claire Dubois,claire.export@example.com,2030-01,2,79.00,7.90\r\n' +
        '"Marc Lefèvre, Jr.",marc.export@example.com,2030-01,1,19.99,2.00\r\n',
    );
    expect(expectSuccess(await get('/admin/commission?from=2030-01&to=2030-02&limit=2'))).toEqual({
      commissions: [
        { sommelier: { _id: claire.row.id, name: 'Claire Dubois', email: 'claire.export@example.com' }, month: '2030-02', orders: 1, sales: '77.97', commission: '7.80' },
        { sommelier: { _id: claire.row.id, name: 'Claire Dubois', email: 'claire.export@example.com' }, month: '2030-01', orders: 2, sales: '79.00', commission: '7.90' },
      ],
      total: 3,
    });

    const exported = async (query: string) => rowsOf(csvOf(await get(`/admin/commission/export.csv?${query}`), /commission-.*/)).slice(1).map((row) => `${row[1]} ${row[2]}`);
    expect(await exported('q=LEFÈVRE')).toEqual(['marc.export@example.com 2030-01']);
    expect(await exported('q=claire.export')).toEqual(['claire.export@example.com 2030-02', 'claire.export@example.com 2030-01']);
    expect(await exported('from=2030-02&to=2030-02')).toEqual(['claire.export@example.com 2030-02']);
    expect(await exported('to=2030-01')).toEqual(['claire.export@example.com 2030-01', 'marc.export@example.com 2030-01']);
    expect(await exported('q=50%25')).toEqual([]);
  });

  it('reads the same groups batch by batch as at once, whatever the batch size', async () => {
    await commissionScene();
    const filter = { tenantId: SHOP_TENANT_ID, fromMonth: '2030-01', toMonth: '2030-02' };
    const read = (after: CommissionGroupRow | undefined, limit: number) => listCommissionGroups(db(), filter, 'month', 'America/New_York', { after, limit });
    const all = await read(undefined, 100);
    expect(all).toHaveLength(3);
    for (const size of [1, 2]) {
      const batches: CommissionGroupRow[][] = [];
      for await (const batch of keysetBatches(read, size)) batches.push(batch);
      expect(batches.flat()).toEqual(all);
      expect(Math.max(...batches.map((batch) => batch.length))).toBe(size);
    }
  });

  it('gives a sommelier their own rows only, per month or per day, and never another’s', async () => {
    const { claire, marc } = await commissionScene();
    const asClaire = await openSession(db(), claire.row.id);
    const asMarc = await openSession(db(), marc.row.id);

    expect(csvOf(await get('/commission/export.csv?groupby=month', asClaire), /my-commission-\d{4}-\d{2}-\d{2}\.csv/)).toBe(
      'Month,Orders,Sales,Commission\r\n2030-02,1,77.97,7.80\r\n2030-01,2,79.00,7.90\r\n',
    );
    expect(csvOf(await get('/commission/export.csv?groupby=day', asClaire), /my-commission-.*/)).toBe(
      'Date,Orders,Sales,Commission\r\n2030-02-15,1,77.97,7.80\r\n2030-01-31,1,25.00,2.50\r\n2030-01-30,1,54.00,5.40\r\n',
    );
    expect(csvOf(await get('/commission/export.csv?groupby=month', asMarc), /my-commission-.*/)).toBe('Month,Orders,Sales,Commission\r\n2030-01,1,19.99,2.00\r\n');

    // Another sommelier's rows cannot be asked for: the call takes no sommelier, and the console's is for admins.
    expectFailure(await get(`/commission/export.csv?groupby=month&sommelierId=${claire.row.id}`, asMarc), 400, ErrorCode.UNKNOWN_QUERY_KEY);
    expectFailure(await get(`/commission/export.csv?groupby=month&userId=${claire.row.id}`, asMarc), 400, ErrorCode.UNKNOWN_QUERY_KEY);
    expectFailure(await get(`/admin/commission/export.csv?q=claire.export`, asMarc), 403, ErrorCode.FORBIDDEN);
    expectFailure(await get(`/admin/commission?q=claire.export`, asMarc), 403, ErrorCode.FORBIDDEN);
    // A shopper has none.
    const refused = await suite.cast.refused();
    expect(csvOf(await get('/commission/export.csv?groupby=month', refused.plain), /my-commission-.*/)).toBe('Month,Orders,Sales,Commission\r\n');
  });

  it('answers 401 without a session, 403 to non-admins on the console’s, and 400 in the envelope to a bad query', async () => {
    for (const url of ['/commission/export.csv?groupby=month', '/admin/commission/export.csv', '/admin/commission']) {
      expectFailure(await get(url, {}), 401, ErrorCode.UNAUTHENTICATED);
    }
    const refused = await suite.cast.refused();
    for (const headers of [refused.plain, refused.sommelier, refused.retailer]) {
      expectFailure(await get('/admin/commission/export.csv', headers), 403, ErrorCode.FORBIDDEN, 'Only an admin');
    }
    expectFailure(await get('/commission/export.csv', refused.sommelier), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await get('/commission/export.csv?groupby=year', refused.sommelier), 400, ErrorCode.VALIDATION_FAILED);
    for (const [query, code] of [
      ['?from=2030-13', ErrorCode.VALIDATION_FAILED],
      ['?from=2030-1', ErrorCode.VALIDATION_FAILED],
      ['?from=2030-03&to=2030-02', ErrorCode.VALIDATION_FAILED],
      ['?limit=10', ErrorCode.UNKNOWN_QUERY_KEY],
      ['?sommelierId=abc', ErrorCode.UNKNOWN_QUERY_KEY],
    ] as const) {
      expectFailure(await get(`/admin/commission/export.csv${query}`), 400, code);
    }
  });
});
