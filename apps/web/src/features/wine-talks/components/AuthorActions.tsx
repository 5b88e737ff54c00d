import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../lib/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { FeedPost } from '@wine/contract/feed';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { postCover } from '../../../components/ui/PostCard';
import { errorMessageOf } from '../../../lib/http';
import { useDeletePost } from '../api/postWrites';
import type { EditPostState } from '../pages/BlogEditorPage';

/** The author's edit and delete icons on their post (spec 001 §2.13, §6). */
export function AuthorActions({ post }: { post: FeedPost }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeletePost();
  const [confirming, setConfirming] = useState(false);

  const edit = () => {
    const state: EditPostState = { title: post.title, description: post.content, image: postCover(post), feedId: post.feedId };
    void navigate(paths.wineTipsEdit, { state });
  };

  const confirmDelete = () =>
    remove.mutate(post.feedId, {
      onSuccess: () => {
        enqueueSnackbar('Post deleted', { variant: 'success' });
        void navigate(paths.wineTips, { replace: true });
      },
      onError: (error) => enqueueSnackbar(errorMessageOf(error, Text.uploadFailed), { variant: 'error' }),
    });

  return (
    <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}>
      <IconButton aria-label="Edit post" onClick={edit} sx={{ color: 'primary.main' }}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label="Delete post" onClick={() => setConfirming(true)} sx={{ color: 'error.main' }}>
        <DeleteIcon />
      </IconButton>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="delete-post-title">
        <DialogTitle id="delete-post-title">Delete post?</DialogTitle>
        <DialogContent>
          <DialogContentText>&ldquo;{post.title}&rdquo; will be removed from Wine Talks.</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(false)} disabled={remove.isPending}>
            {Text.cancel}
          </Button>
          <Button color="error" variant="contained" onClick={confirmDelete} disabled={remove.isPending}>
            {remove.isPending ? Text.deleting : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
