import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@wine/contract/users';
import { publicRequest } from '../../../lib/publicClient';

/** GET /users/{id}: a sommelier's public profile. */
export const fetchSommelier = (id: string): Promise<PublicUser> =>
  publicRequest<PublicUser>(`/users/${encodeURIComponent(id)}`);

export const sommelierQuery = (id: string) => queryOptions({ queryKey: ['users', 'public', id], queryFn: () => fetchSommelier(id), enabled: id !== '' });

export const useSommelier = (id: string) => useQuery(sommelierQuery(id));
