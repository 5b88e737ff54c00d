import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Collection } from '@wine/contract/catalogue';
import { publicRequest } from '../../../lib/publicClient';
import { catalogueKeys } from './catalogueKeys';

/** A collection with its wines (spec 001 §7): GET /catalogue/{id}?includeChildren=true. */
export const fetchCollection = (id: string, signal?: AbortSignal) =>
  publicRequest<Collection>(`/catalogue/${encodeURIComponent(id)}`, {
    query: { includeChildren: true, skip: 0, limit: 1, status: 'OPEN' },
    signal,
  });

export const collectionKey = (id: string) => [...catalogueKeys.item(id), 'children'] as const;

export const collectionQuery = (id: string) =>
  queryOptions({ queryKey: collectionKey(id), queryFn: ({ signal }) => fetchCollection(id, signal), enabled: id !== '' });

export const useCollection = (id: string) => useQuery(collectionQuery(id));
