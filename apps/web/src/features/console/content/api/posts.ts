import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPost, BannerCreateBody, BannerUpdateBody, POST_STATUSES, POST_TOPICS } from '@wine/contract/admin/posts';
import { userRequest } from '../../../../lib/userClient';
import { saveRecord, type SaveInput } from '../../shared/api/saveRecord';

export type PostTopic = (typeof POST_TOPICS)[number];
export type PostStatus = (typeof POST_STATUSES)[number];

export interface AdminPostPage {
  posts: AdminPost[];
  total: number;
}

const postsKey = ['admin', 'posts'] as const;

/** GET /admin/posts: a topic's posts, hidden ones too, newest first. */
export const listAdminPosts = (topic: PostTopic, status: PostStatus, skip: number, limit: number): Promise<AdminPostPage> =>
  userRequest<AdminPostPage>('/admin/posts', { query: { topic, status, skip, limit } });

export function useAdminPosts(topic: PostTopic, status: PostStatus, skip: number, limit: number) {
  return useQuery({ queryKey: [...postsKey, topic, status, skip, limit], queryFn: () => listAdminPosts(topic, status, skip, limit), placeholderData: keepPreviousData });
}

export interface VisibilityChange {
  id: string;
  isActive: boolean;
  reason: string;
}

/** PATCH /admin/posts/{id}/visibility: hides a Wine Talks post or shows it again, the reason kept in the audit log. */
export const setPostVisibility = ({ id, ...body }: VisibilityChange): Promise<AdminPost> =>
  userRequest<AdminPost>(`/admin/posts/${encodeURIComponent(id)}/visibility`, { method: 'PATCH', body });

export function useSetPostVisibility() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPostVisibility, onSuccess: () => queryClient.invalidateQueries({ queryKey: postsKey }) });
}

export type SaveBannerInput = SaveInput<BannerCreateBody, BannerUpdateBody>;

/** POST /admin/banners (new) or PATCH /admin/banners/{id} (edit, or `isActive` alone). */
export const saveBanner = (input: SaveBannerInput) => saveRecord<AdminPost, BannerCreateBody, BannerUpdateBody>('/admin/banners', input);

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBanner,
    // The home carousel reads the same posts: refresh it too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: postsKey }), queryClient.invalidateQueries({ queryKey: ['feed', 'banners'] })]),
  });
}
