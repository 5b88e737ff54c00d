import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { useSnackbar } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { feedPostBody } from '@wine/contract/curation';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { FormTextField } from '../../../components/ui/FormTextField';
import { ImageUploadInput } from '../../../components/ui/ImageUploadInput';
import { useContractForm } from '../../../lib/contractForm';
import { errorMessageOf } from '../../../lib/http';
import { isApprovedSommelier, useSession } from '../../../lib/session';
import { readLocal, removeLocal, writeLocal } from '../../../lib/storage';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { usePublishPost, useUpdatePost } from '../api/postWrites';

// Quill and its styles load with the editor routes only.
const RichTextEditor = lazy(() => import('../components/RichTextEditor'));

/** What the post page's edit icon carries in route state (spec 001 §2.13). */
export interface EditPostState {
  title: string;
  description: string;
  image: string | null;
  feedId: string;
}

const isEditState = (state: unknown): state is EditPostState =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as EditPostState).feedId === 'string' &&
  typeof (state as EditPostState).title === 'string' &&
  typeof (state as EditPostState).description === 'string';

/** Quill's empty document is "<p><br></p>": the body counts only when it holds some text. */
const htmlHasText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length > 0;

const post = feedPostBody.shape;

/** The contract's rules for a post, over the editor's fields: a new post needs a cover ('' before one is uploaded). */
const postForm = (editing: boolean) =>
  z.object({
    title: post.title,
    content: z.string().refine(htmlHasText, Text.fillAllFields).pipe(post.content),
    cover: editing ? z.string() : z.string().min(1, 'Cover image required'),
  });

/**
 * The Wine Talks editor (spec 001 §2.13): /create-blog creates, /wine-tips/edit edits the post
 * carried in route state (without it, back to /wine-tips). Only approved sommeliers write.
 */
export default function BlogEditorPage() {
  const location = useLocation();
  const editing = location.pathname === paths.wineTipsEdit;
  const session = useSession();
  useDocumentTitle(editing ? 'Edit Post' : Text.newPost);

  if (!isApprovedSommelier(session?.user)) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Only approved sommeliers can write Wine Talks posts.
        </Typography>
        <Button component={RouterLink} to={paths.wineTips} variant="contained">
          {Text.wineTalks}
        </Button>
      </Container>
    );
  }
  if (editing && !isEditState(location.state)) return <Navigate to={paths.wineTips} replace />;
  const initial = editing && isEditState(location.state) ? location.state : null;
  const draftKey = `${DRAFT_KEY_PREFIX}${session?.user.id ?? ''}:${initial?.feedId ?? 'new'}`;
  return <BlogEditor key={draftKey} initial={initial} draftKey={draftKey} />;
}

/** A post being written, kept in this browser until it is published or discarded (issue 29). */
interface Draft {
  title: string;
  content: string;
  cover: string | null;
}

/** One draft per writer and post (`new` for a post not yet published), so that one person never sees another's. */
const DRAFT_KEY_PREFIX = 'wine_talks_draft:';

function BlogEditor({ initial, draftKey }: { initial: EditPostState | null; draftKey: string }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const editing = initial !== null;
  const original: Draft = { title: initial?.title ?? '', content: initial?.description ?? '', cover: initial?.image ?? null };
  const [restored] = useState(() => readLocal<Draft>(draftKey));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const start = restored ?? original;
  const form = useContractForm(postForm(editing), { title: start.title, content: start.content, cover: start.cover ?? '' });
  const [title, content, coverText] = useWatch({ control: form.control, name: ['title', 'content', 'cover'] });
  const cover = coverText || null;
  const publish = usePublishPost();
  const update = useUpdatePost();
  const busy = publish.isPending || update.isPending;

  // Every change is kept at once: a reload, a closed tab or a lost connection loses nothing.
  const changed = title !== original.title || cover !== original.cover || (content !== original.content && (htmlHasText(content) || htmlHasText(original.content)));
  useEffect(() => {
    if (changed) writeLocal(draftKey, { title, content, cover } satisfies Draft);
    else removeLocal(draftKey);
  }, [changed, draftKey, title, content, cover]);

  const discard = () => {
    removeLocal(draftKey);
    setShowRestored(false);
    form.reset({ title: original.title, content: original.content, cover: original.cover ?? '' });
  };

  const submit = form.handleSubmit(
    (values) => {
      if (busy) return;
      const input = {
        title: values.title,
        content: values.content,
        // Editing keeps the current cover unless another one was uploaded.
        imageUrl: values.cover && values.cover !== initial?.image ? values.cover : undefined,
      };
      const done = {
        onSuccess: (saved: { feedId: string; title: string }) => {
          removeLocal(draftKey);
          enqueueSnackbar(Text.blogPublished, { variant: 'success' });
          void navigate(paths.wineTip(saved.feedId, saved.title));
        },
        onError: (error: unknown) => enqueueSnackbar(errorMessageOf(error, Text.uploadFailed), { variant: 'error' }),
      };
      if (initial) update.mutate({ id: initial.feedId, ...input }, done);
      else publish.mutate(input, done);
    },
    // The spec's alert for any field left empty; a missing cover also says so under it.
    () => {
      if (!busy) window.alert(Text.fillAllFields);
    },
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: 3 }}>
        {editing ? 'Edit Post' : Text.newPost}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={3}>
          {showRestored ? (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={discard}>
                  Discard draft
                </Button>
              }
            >
              Your unpublished draft was restored.
            </Alert>
          ) : null}
          <Controller
            control={form.control}
            name="cover"
            render={({ field, fieldState }) => (
              <ImageUploadInput label="Cover image" value={field.value || null} onChange={field.onChange} error={fieldState.error?.message} aspectRatio="40 / 21" />
            )}
          />
          <FormTextField form={form} name="title" label={Text.blogTitle} slotProps={{ htmlInput: { maxLength: 200 } }} fullWidth />
          <Suspense fallback={<Skeleton variant="rounded" height={380} aria-label="Loading editor" />}>
            <Controller
              control={form.control}
              name="content"
              render={({ field }) => <RichTextEditor label="Blog content" value={field.value} onChange={(html) => field.onChange(html)} />}
            />
          </Suspense>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={paths.wineTips} variant="outlined" disabled={busy}>
              {Text.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={busy} sx={{ minWidth: 140 }}>
              {busy ? Text.publishingWait : editing ? Text.update : Text.publish}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Container>
  );
}
