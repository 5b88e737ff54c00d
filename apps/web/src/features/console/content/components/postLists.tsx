import { useState, type ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminPost } from '@wine/contract/admin/posts';
import { useAdminPosts, type PostStatus, type PostTopic } from '../api/posts';
import { ListBody } from '../../shared/components/ListStates';
import { Pager, usePageOf } from '../../shared/components/Pager';
import { ActiveChip, RecordList, RecordRow } from '../../shared/components/recordRows';

// What the console's banner and Wine Talks lists share: the status filter, chip, list and pager.

const STATUS_LABELS: Record<PostStatus, string> = { all: 'All', active: 'Shown', hidden: 'Hidden' };

export function StatusChip({ active }: { active: boolean }) {
  return <ActiveChip active={active} labels={['Shown', 'Hidden']} />;
}

interface Props {
  topic: PostTopic;
  /** What the list is for, above it. */
  intro: ReactNode;
  /** Beside the status filter, e.g. the "New banner" button. */
  action?: ReactNode;
  /** "the banners": named in a failure's message. */
  what: string;
  /** "banner": named by the empty message of a status ("No hidden banner."). */
  noun: string;
  /** The empty message of the whole topic. */
  emptyAll: string;
  loading: { rows: number; height: number };
  /** The list's name for screen readers. */
  label: string;
  /** What a post's card shows. */
  children: (post: AdminPost) => ReactNode;
}

/** One topic's posts, hidden ones too: the intro, the status filter (all, shown, hidden), the posts and their pager. */
export function PostList({ topic, intro, action, what, noun, emptyAll, loading, label, children }: Props) {
  const [status, setStatus] = useState<PostStatus>('all');
  const [page, setPage] = usePageOf(status);
  const posts = useAdminPosts(topic, status, page.skip, page.limit);
  const statusFilter = (
    <TextField select label="Show" value={status} onChange={(event) => setStatus(event.target.value as PostStatus)} size="small" sx={{ minWidth: 160 }}>
      {(Object.keys(STATUS_LABELS) as PostStatus[]).map((value) => (
        <MenuItem key={value} value={value}>
          {STATUS_LABELS[value]}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
        {action ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {statusFilter}
            {action}
          </Stack>
        ) : (
          statusFilter
        )}
      </Stack>
      <ListBody
        query={posts}
        what={what}
        loading={loading}
        isEmpty={(data) => data.posts.length === 0}
        empty={status === 'all' ? emptyAll : `No ${STATUS_LABELS[status].toLowerCase()} ${noun}.`}
      >
        {(data) => <RecordList label={label}>{data.posts.map((post) => <RecordRow key={post._id}>{children(post)}</RecordRow>)}</RecordList>}
      </ListBody>
      {posts.data ? <Pager total={posts.data.total} skip={page.skip} limit={page.limit} onChange={setPage} /> : null}
    </>
  );
}
