import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../lib/toast';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import type { Collection } from '@wine/contract/catalogue';
import { Text } from '@wine/contract/texts';
import { ProductCard } from '../../../components/ui/ProductCard';
import { visuallyHidden } from '../../../components/ui/visuallyHidden';
import { wineGridSx } from '../../../components/ui/WineGrid';
import { useSetCollectionWines } from '../../../lib/collections';
import { errorMessageOf } from '../../../lib/http';
import { collectionKey } from '../api/getCollection';
import { useReorderCollectionWines } from '../api/reorderCollectionWines';

type Offset = -1 | 1;

/** The ids with the wine at `index` swapped with its neighbour `offset` places away. */
function movedWine(childrenIds: readonly string[], index: number, offset: Offset): string[] {
  const next = [...childrenIds];
  const target = index + offset;
  const [here, there] = [next[index], next[target]];
  if (here === undefined || there === undefined) return next;
  next[index] = there;
  next[target] = here;
  return next;
}

const moveButtonSx = { bgcolor: 'rgba(255,255,255,0.9)', border: 1, borderColor: 'divider', '&:hover': { bgcolor: '#ffffff' } } as const;

/**
 * The owner's view of a collection's wines (spec 001 §2.9): each card carries a filled bookmark
 * that takes the wine out of the collection, and buttons that move it one place earlier or later
 * (the order in which shoppers see the collection).
 */
export function OwnerWineGrid({ collection }: { collection: Collection }) {
  const setWines = useSetCollectionWines();
  const reorder = useReorderCollectionWines();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [removing, setRemoving] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ wineId: string; offset: Offset; index: number } | null>(null);
  const wines = collection.children ?? [];
  const total = collection.childrenIds.length;

  // Moving a card moves its DOM node, which loses focus: once the wine shows at its new place, give
  // the focus back to its button (the other one when it reached an end of the list), so that a
  // keyboard user can go on.
  useEffect(() => {
    const request = focusAfterMove.current;
    if (!request || collection.childrenIds.indexOf(request.wineId) !== request.index) return;
    focusAfterMove.current = null;
    const same = moveButtons.current.get(`${request.wineId}:${request.offset}`);
    const other = moveButtons.current.get(`${request.wineId}:${-request.offset}`);
    (same && !same.disabled ? same : other)?.focus();
  });

  if (wines.length === 0) {
    return (
      <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
        {Text.noWinesFound}
      </Typography>
    );
  }

  // From the cache, not the props: a write right after a move must build on it, and a move is in
  // the cache at once but shows only after the next render.
  const currentIds = () => queryClient.getQueryData<Collection>(collectionKey(collection._id))?.childrenIds ?? collection.childrenIds;

  const remove = (wineId: string) => {
    setRemoving(wineId);
    setWines.mutate(
      { collectionId: collection._id, childrenIds: currentIds().filter((id) => id !== wineId) },
      {
        onSuccess: () => enqueueSnackbar(Text.wineRemovedFromCollection, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(errorMessageOf(error, Text.uploadFailed), { variant: 'error' }),
        onSettled: () => setRemoving(null),
      },
    );
  };

  const move = (wineId: string, title: string, offset: Offset) => {
    const current = currentIds();
    const index = current.indexOf(wineId);
    const target = index + offset;
    if (index < 0 || target < 0 || target >= current.length) return;
    focusAfterMove.current = { wineId, offset, index: target };
    setAnnouncement(`${title} moved to position ${target + 1} of ${current.length}`);
    reorder.mutate(
      { collectionId: collection._id, childrenIds: movedWine(current, index, offset) },
      {
        onError: (error) => {
          // The wine goes back to where it was: the focus follows it there.
          focusAfterMove.current = { wineId, offset, index };
          setAnnouncement(`${title} could not be moved`);
          enqueueSnackbar(errorMessageOf(error, Text.uploadFailed), { variant: 'error' });
        },
      },
    );
  };

  const moveButton = (wineId: string, title: string, offset: Offset, disabled: boolean) => {
    return (
      <IconButton
        ref={(element) => {
          const key = `${wineId}:${offset}`;
          if (element) moveButtons.current.set(key, element);
          else moveButtons.current.delete(key);
        }}
        aria-label={`Move ${title} ${offset < 0 ? 'earlier' : 'later'}`}
        onClick={() => move(wineId, title, offset)}
        disabled={disabled}
        size="small"
        sx={moveButtonSx}
      >
        {offset < 0 ? <ArrowBackIcon fontSize="small" /> : <ArrowForwardIcon fontSize="small" />}
      </IconButton>
    );
  };

  return (
    <>
      <Box sx={visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </Box>
      <Box sx={wineGridSx} role="list" aria-label={collection.title}>
        {wines.map((wine) => {
          const index = collection.childrenIds.indexOf(wine._id);
          return (
            <Box role="listitem" key={wine._id} sx={{ minWidth: 0, position: 'relative', display: 'flex', flexDirection: 'column', gap: 0.75 }}>
              <Box sx={{ flex: 1, minHeight: 0 }}>
                <ProductCard wine={wine} affiliateId={collection.affiliateId} showAddToCart={false} />
              </Box>
              <IconButton
                aria-label={`Remove ${wine.title} from collection`}
                onClick={() => remove(wine._id)}
                disabled={removing !== null}
                size="small"
                sx={{ position: 'absolute', top: 14, left: 14, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#ffffff' } }}
              >
                <BookmarkIcon sx={{ color: 'primary.main' }} />
              </IconButton>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 0.5 }}>
                {moveButton(wine._id, wine.title, -1, index <= 0)}
                <Typography variant="body2" color="text.secondary" aria-hidden>
                  {index + 1} / {total}
                </Typography>
                {moveButton(wine._id, wine.title, 1, index < 0 || index >= total - 1)}
              </Box>
            </Box>
          );
        })}
      </Box>
    </>
  );
}
