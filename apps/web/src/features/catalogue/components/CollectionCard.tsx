import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Collection } from '@wine/contract/catalogue';
import { paths } from '@wine/contract/routes';

interface Props {
  collection: Collection;
  /** Below the fold the image loads lazily; the first row's loads at once. */
  eager?: boolean;
}

const imageSx = { width: '100%', aspectRatio: '4 / 3', display: 'block', objectFit: 'cover', bgcolor: '#efe4e2' } as const;

/** A collection in a list: its picture, title, description and wine count; opens its page. */
export function CollectionCard({ collection, eager = false }: Props) {
  const count = collection.childrenIds.length;
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 2 }}>
      <CardActionArea component={RouterLink} to={paths.collection(collection._id, collection.title)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        {collection.iconUrl ? (
          <Box component="img" src={collection.iconUrl} alt="" width={800} height={600} loading={eager ? 'eager' : 'lazy'} decoding="async" sx={{ ...imageSx, height: 'auto' }} />
        ) : (
          <Box aria-hidden sx={{ ...imageSx, background: 'linear-gradient(135deg, #6e2f3a, #b25661)' }} />
        )}
        <Box sx={{ p: 1.5 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.3 }} noWrap>
            {collection.title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ minHeight: '2.86em', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {collection.description ?? ''}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {count} {count === 1 ? 'wine' : 'wines'}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** A collection card's place while the list loads (same shape, so nothing jumps). */
export function CollectionCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={{ borderRadius: 2, height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />
      <Box sx={{ p: 1.5 }}>
        <Skeleton variant="text" sx={{ fontSize: '1rem' }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="30%" sx={{ fontSize: '0.75rem' }} />
      </Box>
    </Card>
  );
}
