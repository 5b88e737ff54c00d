/**
 * Dates as the shop shows them, in US English and the visitor's time zone. Formatted by hand, not
 * with Intl.DateTimeFormat: building the first Intl formatter loads locale data, a ~20 ms task on a
 * phone in the middle of the home page's first render (its Explore Events row shows these dates).
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Jan 1, 2027" */
const monthDayYear = (date: Date): string => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;

/** "6:00 PM" */
const clockTime = (date: Date): string => {
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
