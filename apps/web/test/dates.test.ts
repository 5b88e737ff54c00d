import { afterAll, describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime, formatEventDate, formatEventTime, formatPostDate } from '../src/lib/dates';

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
