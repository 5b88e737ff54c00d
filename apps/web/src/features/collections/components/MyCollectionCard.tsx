import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import type { Collection } from '@wine/contract/catalogue';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { WineGrid } from '../../../components/ui/WineGrid';
import { ADMIN_FLAGS, CollectionMenu, type CollectionAction } from './CollectionMenu';

interface Props {
  collection: Collection;
  featured: boolean;
  admin: boolean;
  busy: boolean;
  onAction: (action: CollectionAction) => void;
}

/** One of my collections: name (to its page), wine count, description, Featured marker, wines, menu. */
export function MyCollectionCard({ collection, featured, admin, busy, onAction }: Props) {
  const count = collection.childrenIds.length;
  const headingId = `collection-${collection._id}`;
  const flags = ADMIN_FLAGS.filter(({ flag }) => collection.customData[flag]);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, md: 2.5 }, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: { xs: 1.5, md: 2 }, mb: 2 }}>
        <Avatar variant="rounded" src={collection.iconUrl ?? undefined} alt="" sx={{ width: { xs: 56, md: 72 }, height: { xs: 56, md: 72 }, bgcolor: 'primary.main' }}>
          {collection.title.charAt(0)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
            <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.2rem', md: '1.45rem' }, overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={paths.collection(collection._id, collection.title)} underline="hover" color="inherit">
                {collection.title}
              </Link>
            </Typography>
            {featured ? <Chip icon={<StarIcon />} label={Text.featuredCollection} color="primary" size="small" /> : null}
            {flags.map(({ flag, label }) => (
              <Chip key={flag} label={label} size="small" variant="outlined" />
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {count} {count === 1 ? 'wine' : 'wines'}
          </Typography>
          {collection.description ? (
            <Typography variant="body2" sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
              {collection.description}
            </Typography>
          ) : null}
        </Box>
        <CollectionMenu collection={collection} featured={featured} admin={admin} disabled={busy} onAction={onAction} />
      </Box>
      <WineGrid wines={collection.children ?? []} emptyText={Text.noWinesFound} label={`Wines in ${collection.title}`} showAddToCart={false} />
    </Paper>
  );
}
