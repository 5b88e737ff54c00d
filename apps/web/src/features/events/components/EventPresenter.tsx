import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import type { associatedUser } from '@wine/contract/events';
import { paths } from '@wine/contract/routes';
import { HorizontalScroller } from '../../../components/ui/HorizontalScroller';
import { PRODUCT_CARD_WIDTH, ProductCard } from '../../../components/ui/ProductCard';
import { useEventCollection } from '../api/getEventCollection';

type Presenter = z.infer<typeof associatedUser>;

/** One sommelier or expert of an event, with the collection they bring to it. */
export function EventPresenter({ presenter, eventId }: { presenter: Presenter; eventId: string }) {
  const collection = useEventCollection(presenter.userId, eventId);
  const name = [presenter.givenName, presenter.familyName].filter(Boolean).join(' ') || presenter.name;
  const profile = paths.sommelier(presenter.userId, name);
  const wines = collection.data?.children ?? [];

  return (
    <Paper component="article" variant="outlined" aria-label={name} sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar src={presenter.profilePicture ?? undefined} alt="" sx={{ width: 64, height: 64, bgcolor: 'primary.main' }}>
          {name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={profile} state={{ id: presenter.userId }} underline="hover" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            {name}
          </Link>
          {presenter.designation ? (
            <Typography variant="body2" color="text.secondary">
              {presenter.designation}
            </Typography>
          ) : null}
        </Box>
      </Stack>
      {collection.isPending ? (
        <Box aria-hidden>
          <Skeleton width="40%" height={28} />
          <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
        </Box>
      ) : collection.data ? (
        <Box>
          <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
            <Link component={RouterLink} to={paths.collection(collection.data._id, collection.data.title)} color="inherit" underline="hover">
              {collection.data.title}
            </Link>
          </Typography>
          {collection.data.description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {collection.data.description}
            </Typography>
          ) : null}
          {wines.length > 0 ? (
            <HorizontalScroller label={collection.data.title}>
              {wines.map((wine) => (
                <Box key={wine._id} sx={{ width: { xs: 180, sm: PRODUCT_CARD_WIDTH }, height: '100%' }}>
                  <ProductCard wine={wine} affiliateId={presenter.userId} />
                </Box>
              ))}
            </HorizontalScroller>
          ) : null}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          The wines for this event will be announced soon.
        </Typography>
      )}
    </Paper>
  );
}
