import { queryOptions, useQuery } from '@tanstack/react-query';
import { isIdShaped } from '@wine/contract/routes';
import type { PublicUser } from '@wine/contract/users';
import { publicRequest } from '../../../lib/publicClient';

/**
 * The sommelier id an address names, or '' when it cannot be anyone's: such an address is answered
 * "Sommelier not found" without asking the server (issue 45), by the page and its first-screen load alike.
 */
export const sommelierIdOf = (asked: string): string => (isIdShaped(asked) ? asked : '');

/** GET /users/{id}: a sommelier's public profile. */
export const fetchSommelier = (id: string): Promise<PublicUser> =>
  publicRequest<PublicUser>(`/users/${encodeURIComponent(id)}`);

export const sommelierQuery = (id: string) => queryOptions({ queryKey: ['users', 'public', id], queryFn: () => fetchSommelier(id), enabled: id !== '' });

export const useSommelier = (id: string) => useQuery(sommelierQuery(id));
