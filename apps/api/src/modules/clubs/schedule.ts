import { CADENCE_MONTHS, CLUB_CUTOFF_HOUR, CLUB_REMINDER_DAYS, CLUB_SHIP_DAYS_AFTER_CUTOFF, type ClubCadence } from '@wine/contract/clubs';
import { localParts, zonedInstant } from '../payments/schedule';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Noon (store time) on the first of the month `monthsAhead` months after the given year and month. */
function firstOfMonth(year: number, month: number, monthsAhead: number, timeZone: string): Date {
  const index = year * 12 + (month - 1) + monthsAhead;
  return zonedInstant(Math.floor(index / 12), (index % 12) + 1, 1, CLUB_CUTOFF_HOUR, 0, timeZone);
}

/**
 * The next cycle's cut-off (decision 0065): a club's first is the first first-of-the-month far
 * enough ahead for the sommelier's reminder; each next one `cadence` months after the last, moved on
 * by whole cadences past `now` when the job could not run for that long (a cut-off is never in the past).
 */
export function nextCutoff(last: Date | null, cadence: ClubCadence, now: Date, timeZone: string): Date {
  const earliest = new Date(now.getTime() + (last ? 0 : CLUB_REMINDER_DAYS * DAY_MS));
  const from = localParts(last ?? now, timeZone);
  const step = last ? CADENCE_MONTHS[cadence] : 1;
  for (let ahead = step; ; ahead += step) {
    const candidate = firstOfMonth(from.year, from.month, ahead, timeZone);
    if (candidate.getTime() > earliest.getTime()) return candidate;
  }
}

/** When a cycle's boxes are handed over: a few days after the cut-off and the night's charge. */
export const shipsOn = (cutoff: Date): Date => new Date(cutoff.getTime() + CLUB_SHIP_DAYS_AFTER_CUTOFF * DAY_MS);

/** When the sommelier is reminded: a few days before the cut-off. */
export const reminderFrom = (now: Date): Date => new Date(now.getTime() + CLUB_REMINDER_DAYS * DAY_MS);
