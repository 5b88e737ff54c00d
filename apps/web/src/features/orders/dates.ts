import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

/** "05 Mar, 2026": the history card's date (spec 001 §2.15). */
export const historyDate = (iso: string): string => dayjs(iso).format('DD MMM, YYYY');

/** "18:42, Mar 5th, 2026": the order detail's Order Date (spec 001 §2.15). */
export const detailDate = (iso: string): string => dayjs(iso).format('HH:mm, MMM Do, YYYY');
