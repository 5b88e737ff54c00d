import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedPost } from '@wine/contract/feed';
import { Text } from '@wine/contract/texts';
import { Topic } from '@wine/contract/topics';
import { userRequest } from '../../../lib/userClient';

export interface PostInput {
  title: string;
  /** Quill's HTML; the server sanitizes it before storing. */
  content: string;
  /** The cover's URL; left out when editing keeps the current cover. */
  imageUrl?: string;
}

const postBody = ({ title, content, imageUrl }: PostInput) => ({
  title,
  content,
  ...(imageUrl ? { imageUrl } : {}),
  scope: 'OPEN' as const,
  topic: { id: Topic.wineTalks.id, name: Text.wineTalks },
});

/** POST /post/feed: a new Wine Talks post (the Wine Blogs topic). */
export const publishPost = (input: PostInput) => userRequest<FeedPost>('/post/feed', { method: 'POST', body: postBody(input) });

/** PATCH /post/feed/{id}: the same body; only the author (or an admin) may. */
export const updatePost = ({ id, ...input }: PostInput & { id: string }) =>
  userRequest<FeedPost>(`/post/feed/${encodeURIComponent(id)}`, { method: 'PATCH', body: postBody(input) });

/** DELETE /post/feed/{id}?type=remove. */
export const deletePost = (id: string) =>
  userRequest<unknown>(`/post/feed/${encodeURIComponent(id)}`, { method: 'DELETE', query: { type: 'remove' } });

/**
 * Every write refreshes the feed's lists in the background (not awaited: the caller moves on to
 * another page at once, and a deleted post's own page must not refetch into a "not found").
 */
function useFeedWrite<I, R>(mutationFn: (input: I) => Promise<R>, removes = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      // After a delete, only mark stale: the next page to show a list refetches it.
      void queryClient.invalidateQueries({ queryKey: ['feed'], refetchType: removes ? 'none' : 'active' });
    },
  });
}

export const usePublishPost = () => useFeedWrite(publishPost);
export const useUpdatePost = () => useFeedWrite(updatePost);
export const useDeletePost = () => useFeedWrite(deletePost, true);
