import { useQuery } from '@tanstack/react-query';
import type { Collection } from '@wine/contract/catalogue';
import { publicRequest } from '../../../lib/publicClient';
import { catalogueKeys, type CatalogueList } from './catalogueKeys';

/** Home picks (spec 000 §7): the newest collection with the picks flag; the first item is used. */
export async function fetchPicksCollection(signal?: AbortSignal): Promise<Collection | null> {
  const result = await publicRequest<CatalogueList<Collection>>('/catalogue', {
    query: { offset: 0, type: 'COLLECTION', includeChildren: true, sort: '-_id', limit: 1, 'customData.isSommlikePicks': true },
    signal,
  });
  return result.categories[0] ?? null;
}

export function usePicksCollection() {
  return useQuery({ queryKey: catalogueKeys.list('picks', null), queryFn: ({ signal }) => fetchPicksCollection(signal) });
}
