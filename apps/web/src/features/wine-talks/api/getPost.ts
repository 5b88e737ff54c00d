import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedPost } from '@wine/contract/feed';
import { publicRequest } from '../../../lib/publicClient';

/** GET /post/feed/{id}: one post, its content already sanitized by the server. */
export const fetchPost = (id: string, signal?: AbortSignal): Promise<FeedPost> =>
  publicRequest<FeedPost>(`/post/feed/${encodeURIComponent(id)}`, { signal });

export const postQuery = (id: string) => queryOptions({ queryKey: ['feed', 'post', id], queryFn: ({ signal }) => fetchPost(id, signal), enabled: id !== '' });

export const usePost = (id: string) => useQuery(postQuery(id));
