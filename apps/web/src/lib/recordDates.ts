import { clockTime, MONTHS, monthDayYear, WEEKDAYS } from './dates';

/**
 * The dates of records (orders, notes, sessions, commission, the console's lists and date-time
 * inputs), in the visitor's time zone, written by hand on the parts of dates.ts (decision 0028).
 * Kept apart from it because the home page's start-up carries dates.ts (its event cards) and none
 * of these.
 */

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st, 22nd, 23rd ... 31st */
const ordinal = (day: number): string => {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  return `${day}${teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
};

/** "05 Mar, 2026": an order's date on its history card (spec 001 §2.15). */
export const formatOrderCardDate = (iso: string): string => {
  const date = new Date(iso);
  return `${twoDigits(date.getDate())} ${MONTHS[date.getMonth()]}, ${date.getFullYear()}`;
};

/** "18:42, Mar 5th, 2026": the order detail's Order Date (spec 001 §2.15). */
export const formatOrderDetailDate = (iso: string): string => {
  const date = new Date(iso);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}, ${MONTHS[date.getMonth()]} ${ordinal(date.getDate())}, ${date.getFullYear()}`;
};

/** "Jan 15, 2030 9:00 AM": when a signed-in session was last used. */
export const formatLastUsed = (iso: string): string => {
  const date = new Date(iso);
  return `${monthDayYear(date)} ${clockTime(date)}`;
};

/** A commission period (spec 001 §2.17): "March'26" for a month, "07 March'26" for a day. */
export const formatCommissionPeriod = ({ year, month, day }: { year: number; month: number; day?: number | null }): string => {
  const monthYear = `${MONTH_NAMES[month - 1]}'${twoDigits(year % 100)}`;
  return day ? `${twoDigits(day)} ${monthYear}` : monthYear;
};

/** A month as the console's lists write it ("2030-01") -> "January'30", as My Commission names months. */
export const formatListMonth = (month: string): string => {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return formatCommissionPeriod({ year, month: number });
};

/** "Jan 15, 2030, 9:00 AM": when an order was placed or changed, in the viewer's time zone. */
export const formatDateTime = (iso: string): string => {
  const date = new Date(iso);
  return `${monthDayYear(date)}, ${clockTime(date)}`;
};

/** A store-calendar date (YYYY-MM-DD) as "Mon, Jan 13", read as that calendar day wherever the viewer is. */
export const formatCalendarDate = (day: string): string => {
  const date = new Date(`${day}T12:00:00`);
  return `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}`;
};

/** An instant as a datetime-local input's value, "2030-03-01T09:30", on the viewer's clock; '' for none. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** A datetime-local input's value, read on the viewer's clock, as an ISO instant; null for an empty input. */
export const localInputToIso = (value: string): string | null => (value ? new Date(value).toISOString() : null);
