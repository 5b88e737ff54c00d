import { useQuery } from '@tanstack/react-query';
import type { Wine } from '@wine/contract/catalogue';
import { publicRequest } from '../../../lib/publicClient';
import { catalogueKeys } from './catalogueKeys';

/** GET /catalogue/{id}/similar: "more like this" for a wine page, the same retailer's first. */
export const useSimilarWines = (id: string) =>
  useQuery({
    queryKey: catalogueKeys.list('similar', id),
    queryFn: ({ signal }) => publicRequest<{ categories: Wine[] }>(`/catalogue/${encodeURIComponent(id)}/similar`, { signal }),
  });
