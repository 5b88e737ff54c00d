const dateTimeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Jan 15, 2030, 9:00 AM": when an order was placed or changed, in the viewer's time zone. */
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));
