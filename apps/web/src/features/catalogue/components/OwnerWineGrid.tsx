import { useState } from 'react';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import type { Collection } from '@wine/contract/catalogue';
import { Text } from '@wine/contract/texts';
import { ProductCard } from '../../../components/ui/ProductCard';
import { wineGridSx } from '../../../components/ui/WineGrid';
import { useSetCollectionWines } from '../../../lib/collections';
import { errorMessageOf } from '../../../lib/http';

/**
 * The owner's view of a collection's wines (spec 001 §2.9): each card carries a filled bookmark
 * that takes the wine out of the collection.
 */
export function OwnerWineGrid({ collection }: { collection: Collection }) {
  const setWines = useSetCollectionWines();
  const { enqueueSnackbar } = useSnackbar();
  const [removing, setRemoving] = useState<string | null>(null);
  const wines = collection.children ?? [];

  if (wines.length === 0) {
    return (
      <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
        {Text.noWinesFound}
      </Typography>
    );
  }

  const remove = (wineId: string) => {
    setRemoving(wineId);
    setWines.mutate(
      { collectionId: collection._id, childrenIds: collection.childrenIds.filter((id) => id !== wineId) },
      {
        onSuccess: () => enqueueSnackbar(Text.wineRemovedFromCollection, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(errorMessageOf(error, Text.uploadFailed), { variant: 'error' }),
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <Box sx={wineGridSx} role="list" aria-label={collection.title}>
      {wines.map((wine) => (
        <Box role="listitem" key={wine._id} sx={{ minWidth: 0, position: 'relative' }}>
          <ProductCard wine={wine} affiliateId={collection.ownerUserId} showAddToCart={false} />
          <IconButton
            aria-label={`Remove ${wine.title} from collection`}
            onClick={() => remove(wine._id)}
            disabled={removing !== null}
            size="small"
            sx={{ position: 'absolute', top: 14, left: 14, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#ffffff' } }}
          >
            <BookmarkIcon sx={{ color: 'primary.main' }} />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
