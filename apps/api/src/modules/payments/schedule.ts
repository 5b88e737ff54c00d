/** The nightly charge's clock: 23:30 in the store's time zone (spec 001 §9, DESIGN §6). */

export const CHARGE_CUTOFF = { hour: 23, minute: 30 } as const;

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The store's wall clock at an instant. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The instant at which the store's wall clock shows the given local date and time. */
export function zonedInstant(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wanted;
  // Two rounds settle the zone's offset, also on the days the offset changes.
  for (let round = 0; round < 2; round++) {
    const seen = localParts(new Date(guess), timeZone);
    const shown = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    guess += wanted - shown;
  }
  return new Date(guess);
}

/**
 * The latest cut-off at or before `now`: today's 23:30 (or `at`, store time) once the store clock
 * has reached it, else yesterday's (so that a night the job could not run is caught up the next
 * time it runs). Orders placed before the cut-off are due; so is a backup not taken since.
 */
export function latestCutoff(now: Date, timeZone: string, at: { hour: number; minute: number } = CHARGE_CUTOFF): Date {
  const local = localParts(now, timeZone);
  const today = zonedInstant(local.year, local.month, local.day, at.hour, at.minute, timeZone);
  if (now.getTime() >= today.getTime()) return today;
  const yesterday = new Date(Date.UTC(local.year, local.month - 1, local.day - 1));
  return zonedInstant(yesterday.getUTCFullYear(), yesterday.getUTCMonth() + 1, yesterday.getUTCDate(), at.hour, at.minute, timeZone);
}

/** True when the store clock is at or after 23:30. */
export function isAfterCutoff(now: Date, timeZone: string): boolean {
  const local = localParts(now, timeZone);
  return local.hour * 60 + local.minute >= CHARGE_CUTOFF.hour * 60 + CHARGE_CUTOFF.minute;
}
