import type { OwnUser } from '@wine/contract/users';
import { formatCount } from '@wine/contract/money';

export const fullName = (user: Pick<OwnUser, 'givenName' | 'familyName'>): string =>
  [user.givenName, user.familyName].filter(Boolean).join(' ');

/** "+15551234567" -> "5551234567": the edit form shows the number without its country code. */
export const localPhone = (contactNumber: string | null): string =>
  (contactNumber ?? '').replace(/^\+1/, '');

/** "1 bottle", "3 bottles", "1,200 rows": a count with its noun in the right number. */
export const plural = (count: number, one: string, many = `${one}s`): string => `${formatCount(count)} ${count === 1 ? one : many}`;
