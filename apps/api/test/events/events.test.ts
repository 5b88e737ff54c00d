import { ErrorCode } from '@wine/contract/errors';
import type { EventDetail } from '@wine/contract/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeEvent, makeSommelier } from '../helpers/fixtures';

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });

interface EventList {
  events: { _id: string; title: string }[];
  total: number;
}

let business: Awaited<ReturnType<typeof makeBusiness>>;
/** Active events in creation order; their start times run the other way. */
let listed: Awaited<ReturnType<typeof makeEvent>>[];
let cancelled: Awaited<ReturnType<typeof makeEvent>>;

beforeAll(async () => {
  t = await createTestApp();
  business = await makeBusiness(t.db, { name: 'Napa Cellars', deliveryFeeCents: 599, freeDeliveryThresholdCents: 10_000 });
  listed = [];
  for (const [n, start] of ['2030-03-01', '2030-02-01', '2030-01-01'].entries()) {
    listed.push(await makeEvent(t.db, business, { title: `Tasting ${n + 1}`, startTime: new Date(`${start}T18:00:00Z`) }));
  }
  cancelled = await makeEvent(t.db, business, { title: 'Cancelled', isActive: false });
});
afterAll(() => t.close());

const titlesOf = (result: EventList) => result.events.map((event) => event.title);

describe('GET /api/event', () => {
  it('lists active events newest first, as the home page asks', async () => {
    const result = expectSuccess<EventList>(await get('/event?offset=0&sort=-_id&isActive=true&limit=4'));
    expect(titlesOf(result)).toEqual(['Tasting 3', 'Tasting 2', 'Tasting 1']);
    expect(result.total).toBe(3);
    expect(result.events[2]).toEqual({
      _id: listed[0]?.id,
      title: 'Tasting 1',
      description: 'An evening of wine',
      startTime: '2030-03-01T18:00:00.000Z',
      address: { addressLine1: '1 Vine Street, Napa' },
      bookingUrl: null,
      attachments: [],
      business: business.id,
    });
  });

  it('sorts by start time and pages with offset and limit', async () => {
    expect(titlesOf(expectSuccess<EventList>(await get('/event?sort=startTime')))).toEqual(['Tasting 3', 'Tasting 2', 'Tasting 1']);
    expect(titlesOf(expectSuccess<EventList>(await get('/event?sort=-startTime')))).toEqual(['Tasting 1', 'Tasting 2', 'Tasting 3']);
    expect(titlesOf(expectSuccess<EventList>(await get('/event?sort=_id&offset=1&limit=1')))).toEqual(['Tasting 2']);
    expect(titlesOf(expectSuccess<EventList>(await get('/event?limit=100')))).toHaveLength(3);
  });

  it('refuses a limit over 100 and unknown keys', async () => {
    expectFailure(await get('/event?limit=101'), 400, ErrorCode.VALIDATION_FAILED, 'limit');
    expectFailure(await get('/event?isActive=false'), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await get('/event?businessId=1'), 400, ErrorCode.UNKNOWN_QUERY_KEY, 'businessId');
  });
});

describe('GET /api/event/{id}', () => {
  it('answers the event with its retailer and its active sommeliers in order', async () => {
    const first = await makeSommelier(t.db, { givenName: 'Ada', familyName: 'Vine', designation: 'Master Sommelier', profilePicture: '/media/ada.webp' });
    const second = await makeSommelier(t.db, { givenName: 'Bo', familyName: 'Cork' });
    const gone = await makeSommelier(t.db, { isActive: false });
    const event = await makeEvent(t.db, business, {
      title: 'Barolo Night',
      bookingUrl: 'https://tickets.example.com/barolo',
      attachments: [
        { url: '/media/barolo-1.webp', customData: { redirectionUrl: 'https://example.com', openIn: 'new_window' } },
        { url: '/media/barolo-2.webp' },
      ],
      sommeliers: [second, gone, first],
    });

    const detail = expectSuccess<EventDetail>(await get(`/event/${event.id}`));
    expect(detail).toMatchObject({
      _id: event.id,
      title: 'Barolo Night',
      bookingUrl: 'https://tickets.example.com/barolo',
      attachments: [
        { url: '/media/barolo-1.webp', customData: { redirectionUrl: 'https://example.com', openIn: 'new_window' } },
        { url: '/media/barolo-2.webp' },
      ],
      business: business.id,
      businessDetails: {
        _id: business.id,
        name: 'Napa Cellars',
        addressLine1: '1 Vine Street',
        city: 'Napa',
        state: 'CA',
        zip: '94558',
        deliveryFee: '5.99',
        freeDeliveryThreshold: '100.00',
      },
    });
    expect(detail.associationDetails.associatedUsers).toEqual([
      { userId: second.id, givenName: 'Bo', familyName: 'Cork', name: 'Bo Cork', profilePicture: null, designation: null },
      { userId: first.id, givenName: 'Ada', familyName: 'Vine', name: 'Ada Vine', profilePicture: '/media/ada.webp', designation: 'Master Sommelier' },
    ]);
  });

  it('answers a retailer without a free-delivery threshold as null', async () => {
    const shop = await makeBusiness(t.db, { freeDeliveryThresholdCents: null, deliveryFeeCents: 0 });
    const event = await makeEvent(t.db, shop);
    const detail = expectSuccess<EventDetail>(await get(`/event/${event.id}`));
    expect(detail.businessDetails).toMatchObject({ deliveryFee: '0.00', freeDeliveryThreshold: null });
    expect(detail.associationDetails.associatedUsers).toEqual([]);
  });

  it('answers 404 for unknown and inactive events, 400 for a malformed id', async () => {
    expectFailure(await get(`/event/${newId()}`), 404, ErrorCode.NOT_FOUND, 'Event not found');
    expectFailure(await get(`/event/${cancelled.id}`), 404, ErrorCode.NOT_FOUND, 'Event not found');
    expectFailure(await get('/event/upcoming'), 400, ErrorCode.VALIDATION_FAILED);
  });
});
