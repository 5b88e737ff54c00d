/**
 * The storefront's dates (events, Wine Talks posts), in US English and the visitor's time zone,
 * written by hand with no date library; records' dates (orders, sessions, commission, the console)
 * are in recordDates.ts, on the same parts (decision 0028). Not with Intl.DateTimeFormat: building the first Intl formatter loads locale data, a
 * ~20 ms task on a phone in the middle of the home page's first render (its Explore Events row
 * shows these dates).
 */
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Jan 1, 2027" */
export const monthDayYear = (date: Date): string => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;

/** "6:00 PM" */
export const clockTime = (date: Date): string => {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
};

/** "Fri, Jan 1, 2027": an event's start date on its card. */
export const formatEventDate = (iso: string): string => {
  const date = new Date(iso);
  return `${WEEKDAYS[date.getDay()]}, ${monthDayYear(date)}`;
};

/** "Fri, Jan 1, 2027 at 6:00 PM": an event's start time on its page. */
export const formatEventTime = (iso: string): string => `${formatEventDate(iso)} at ${clockTime(new Date(iso))}`;

/** "Nov 17, 2026": a Wine Talks post's published date. */
export const formatPostDate = (iso: string): string => monthDayYear(new Date(iso));
