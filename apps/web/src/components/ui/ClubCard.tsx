import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CADENCE_LABEL, STYLE_LABEL } from '@wine/contract/club-labels';
import type { ClubSummary } from '@wine/contract/clubs';
import { formatPrice } from '@wine/contract/money';
import { clubDay } from '../../lib/clubs';

/** A wine club's card (issue 46): picture, name, sommelier and partner, box, price and the next cut-off. */
export function ClubCard({ club }: { club: ClubSummary }) {
  const spots = Math.max(0, club.capacity - club.members);
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 2 }}>
      <CardActionArea component={RouterLink} to={`/clubs/${club._id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box sx={{ aspectRatio: '16 / 9', bgcolor: '#efe6e7', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
          {club.picture ? (
            <Box component="img" src={club.picture} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <Typography aria-hidden sx={{ fontSize: '2rem', color: 'primary.main', fontFamily: 'Georgia, serif' }}>
              {STYLE_LABEL[club.style]} · {club.bottles}
            </Typography>
          )}
        </Box>
        <Stack spacing={0.75} sx={{ p: 2, flexGrow: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            {club.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            By {club.sommelier.name} with {club.retailer.name}, {club.retailer.city}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Chip size="small" label={`${club.bottles} bottles`} />
            <Chip size="small" label={STYLE_LABEL[club.style]} />
            <Chip size="small" label={CADENCE_LABEL[club.cadence]} />
          </Stack>
          <Typography sx={{ fontWeight: 600 }}>{formatPrice(club.price)} a box</Typography>
          <Typography variant="body2" color="text.secondary">
            {club.nextCycle ? `Next box: order by ${clubDay(club.nextCycle.cutoffAt)}` : 'Next box being planned'} · {spots > 0 ? `${spots} places left` : 'Full'}
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

/** Clubs' cards, three a row on a wide screen, two on a tablet, one on a phone. */
export function ClubGrid({ clubs }: { clubs: ClubSummary[] }) {
  return (
    <Grid container spacing={2.5}>
      {clubs.map((club) => (
        <Grid key={club._id} size={{ xs: 12, sm: 6, md: 4 }}>
          <ClubCard club={club} />
        </Grid>
      ))}
    </Grid>
  );
}
