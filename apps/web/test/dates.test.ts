import { afterAll, describe, expect, it } from 'vitest';
import { formatCommissionPeriod, formatLastUsed, formatOrderCardDate, formatOrderDetailDate } from '../src/lib/recordDates';
import { formatEventDate, formatEventTime, formatPostDate } from '../src/lib/dates';
import { formatCalendarDate, formatDateTime, isoToLocalInput, localInputToIso } from '../src/lib/recordDates';

// The hand-written formats must read exactly as Intl's en-US ones would (ICU writes a narrow
// no-break space before AM/PM; the shop writes a plain one).
const intl = (timeZone: string, options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  return (date: Date) => format.format(date).replace(/\u202f/g, ' ');
};

const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

// Every hour of a leap year and the turn of a year, so midnight, noon, month ends and DST changes are covered.
const instants = Array.from({ length: 366 * 24 + 48 }, (_, hour) => new Date(Date.UTC(2028, 0, 1, hour, hour % 60)));

describe.each(['America/New_York', 'America/Los_Angeles', 'Asia/Kolkata', 'UTC'])('dates in %s', (zone) => {
  it('read as Intl en-US does', () => {
    process.env.TZ = zone;
    const day = intl(zone, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
    const time = intl(zone, { hour: 'numeric', minute: '2-digit' });
    const post = intl(zone, { month: 'short', day: 'numeric', year: 'numeric' });
    const dateTime = intl(zone, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    for (const instant of instants) {
      const iso = instant.toISOString();
      expect(formatEventDate(iso)).toBe(day(instant));
      expect(formatEventTime(iso)).toBe(`${day(instant)} at ${time(instant)}`);
      expect(formatPostDate(iso)).toBe(post(instant));
      expect(formatDateTime(iso)).toBe(dateTime(instant));
    }
  });

  it('keeps a store-calendar date on its day', () => {
    process.env.TZ = zone;
    const calendar = intl(zone, { weekday: 'short', month: 'short', day: 'numeric' });
    expect(formatCalendarDate('2030-01-13')).toBe('Sun, Jan 13');
    expect(formatCalendarDate('2028-02-29')).toBe(calendar(new Date(2028, 1, 29, 12)));
  });
});

describe('order, session and commission dates', () => {
  it('write the spec’s formats in the visitor’s time zone', () => {
    process.env.TZ = 'America/New_York';
    expect(formatOrderCardDate('2026-03-05T23:42:00Z')).toBe('05 Mar, 2026');
    expect(formatOrderDetailDate('2026-03-05T23:42:00Z')).toBe('18:42, Mar 5th, 2026');
    expect(formatOrderDetailDate('2026-01-01T05:05:00Z')).toBe('00:05, Jan 1st, 2026');
    expect(formatLastUsed('2030-01-15T14:00:00Z')).toBe('Jan 15, 2030 9:00 AM');
    expect(formatCommissionPeriod({ year: 2026, month: 3 })).toBe("March'26");
    expect(formatCommissionPeriod({ year: 2026, month: 3, day: 7 })).toBe("07 March'26");
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
  ])('writes day %i as %s', (day, written) => {
    process.env.TZ = 'UTC';
    expect(formatOrderDetailDate(`2026-01-${String(day).padStart(2, '0')}T12:00:00Z`)).toBe(`12:00, Jan ${written}, 2026`);
  });
});

describe('the console’s datetime-local inputs', () => {
  it('read and write the admin’s clock', () => {
    process.env.TZ = 'America/New_York';
    expect(isoToLocalInput('2030-03-01T14:30:00.000Z')).toBe('2030-03-01T09:30');
    expect(localInputToIso('2030-03-01T09:30')).toBe('2030-03-01T14:30:00.000Z');
    expect(isoToLocalInput(null)).toBe('');
    expect(localInputToIso('')).toBeNull();
  });
});
