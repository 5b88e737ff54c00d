import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useAdminPosts, type PostStatus, type PostTopic } from '../api/posts';
import { PAGE_SIZES, Pager } from '../../shared/components/Pager';

// What the console's banner and Wine Talks lists share: the status filter, chip, pager and thumbnails.

export const STATUS_LABELS: Record<PostStatus, string> = { all: 'All', active: 'Shown', hidden: 'Hidden' };

export function StatusChip({ active }: { active: boolean }) {
  return <Chip size="small" label={active ? 'Shown' : 'Hidden'} color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} />;
}

export function Thumbnail({ src, width, ratio }: { src: string | undefined; width: number; ratio: string }) {
  return (
    <Box
      component={src ? 'img' : 'div'}
      src={src}
      alt=""
      sx={{ width, aspectRatio: ratio, objectFit: 'cover', borderRadius: 1, bgcolor: '#f4eced', flexShrink: 0, display: 'block' }}
    />
  );
}

/** One topic's posts with the list's status filter (all, shown, hidden) and its pager. */
export function usePostList(topic: PostTopic) {
  const [status, setStatus] = useState<PostStatus>('all');
  const [page, setPage] = useState({ skip: 0, limit: PAGE_SIZES[0]! });
  const posts = useAdminPosts(topic, status, page.skip, page.limit);
  const statusFilter = (
    <TextField
      select
      label="Show"
      value={status}
      onChange={(event) => {
        setStatus(event.target.value as PostStatus);
        setPage((current) => ({ ...current, skip: 0 }));
      }}
      size="small"
      sx={{ minWidth: 160 }}
    >
      {(Object.keys(STATUS_LABELS) as PostStatus[]).map((value) => (
        <MenuItem key={value} value={value}>
          {STATUS_LABELS[value]}
        </MenuItem>
      ))}
    </TextField>
  );
  const pager = posts.data ? <Pager total={posts.data.total} skip={page.skip} limit={page.limit} onChange={setPage} /> : null;
  return { posts, status, statusFilter, pager };
}
