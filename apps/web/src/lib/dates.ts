/**
 * Event and post dates, in the visitor's time zone. Intl does this without shipping a date library
 * to the home page (its Explore Events row shows these dates).
 */
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const postFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Fri, Jan 1, 2027": an event's start date on its card. */
export const formatEventDate = (iso: string): string => dayFormat.format(new Date(iso));

/** "Fri, Jan 1, 2027 at 6:00 PM": an event's start time on its page. */
export const formatEventTime = (iso: string): string => `${dayFormat.format(new Date(iso))} at ${timeFormat.format(new Date(iso))}`;

/** "Nov 17, 2026": a Wine Talks post's published date. */
export const formatPostDate = (iso: string): string => postFormat.format(new Date(iso));

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Jan 15, 2030, 9:00 AM": when an order was placed or changed, in the viewer's time zone. */
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));
