import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CADENCE_LABEL, STYLE_LABEL } from '@wine/contract/club-labels';
import type { ClubCycle, ClubDetail } from '@wine/contract/clubs';
import { formatPrice } from '@wine/contract/money';
import { paths } from '@wine/contract/routes';
import { PageLoader } from '../../../components/ui/PageLoader';
import { clubDay } from '../../../lib/clubs';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useClub, useRateBox } from '../api';
import { JoinPanel } from '../components/JoinPanel';
import { MembershipActions } from '../components/MembershipActions';
import NotFoundPage from '../../../app/NotFoundPage';

/** /clubs/:id (issue 46): what the club is, the next box's dates, past boxes with their wines and members' stars, and joining or one's membership. */
export default function ClubPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const club = useClub(id);
  useDocumentTitle(club.data?.name ?? 'Wine club');
  if (club.isPending) return <PageLoader />;
  if (!club.data) return <NotFoundPage />;
  const data = club.data;
  const skipAsked = search.get('skip');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            {data.picture ? <Box component="img" src={data.picture} alt="" sx={{ width: '100%', borderRadius: 2, aspectRatio: '16 / 9', objectFit: 'cover' }} /> : null}
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
              {data.name}
            </Typography>
            <Typography color="text.secondary">
              Curated by <Link component={RouterLink} to={paths.sommelier(data.sommelier._id, data.sommelier.name)}>{data.sommelier.name}</Link>, filled by {data.retailer.name},{' '}
              {data.retailer.city}, {data.retailer.state}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Chip label={`${data.bottles} bottles a box`} />
              <Chip label={STYLE_LABEL[data.style]} />
              <Chip label={CADENCE_LABEL[data.cadence]} />
              <Chip label={`${formatPrice(data.price)} a box, plus tax and delivery`} />
            </Stack>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{data.description}</Typography>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, pt: 2 }}>
              Past boxes
            </Typography>
            {data.pastCycles.length === 0 ? <Typography color="text.secondary">The first box is still to come.</Typography> : null}
            {data.pastCycles.map((cycle) => (
              <PastBox key={cycle._id} cycle={cycle} club={data} />
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined" sx={{ p: 2.5, borderRadius: 2 }}>
            <Stack spacing={2}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                Next box
              </Typography>
              {data.nextCycle ? (
                <>
                  <Typography>
                    Order cut-off {clubDay(data.nextCycle.cutoffAt)} · handed over from {clubDay(data.nextCycle.shipsOn)}
                  </Typography>
                  {data.nextCycle.wines.length > 0 ? (
                    <Typography variant="body2">{data.nextCycle.wines.map((wine) => `${wine.quantity} × ${wine.title}`).join(', ')}</Typography>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      The sommelier announces the wines before the cut-off.
                    </Typography>
                  )}
                </>
              ) : (
                <Typography color="text.secondary">Being planned.</Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {Math.max(0, data.capacity - data.members)} of {data.capacity} places left
              </Typography>
              {data.membership ? (
                <>
                  {skipAsked && data.membership.nextCycle?._id === skipAsked && !data.membership.nextCycle.skipped ? (
                    <Alert severity="info">Skip this box with the button below: nothing is charged for it.</Alert>
                  ) : null}
                  <MembershipActions membership={data.membership} deliversToStates={data.retailer.deliversToStates} />
                </>
              ) : data.status === 'open' ? (
                <JoinPanel club={data} />
              ) : (
                <Alert severity="info">This club is not taking members.</Alert>
              )}
            </Stack>
          </Card>
        </Grid>
      </Grid>
    </Container>
  );
}

function PastBox({ cycle, club }: { cycle: ClubCycle; club: ClubDetail }) {
  const rate = useRateBox(club._id);
  const mine = club.rateable.find((entry) => entry.cycleId === cycle._id);
  return (
    <Card variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>
            Box {cycle.number} · {clubDay(cycle.shipsOn)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Rating value={cycle.rating.average ?? 0} precision={0.1} readOnly size="small" />
            <Typography variant="body2" color="text.secondary">
              {cycle.rating.count > 0 ? `${cycle.rating.average} from ${cycle.rating.count} ${cycle.rating.count === 1 ? 'member' : 'members'}` : 'Not rated yet'}
            </Typography>
          </Stack>
        </Stack>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {cycle.wines.map((wine) => (
            <li key={wine._id}>
              <Link component={RouterLink} to={paths.wine(wine._id, wine.title)}>{wine.title}</Link> × {wine.quantity}
            </li>
          ))}
        </Box>
        {mine ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">Your stars:</Typography>
            <Rating
              name={`rate-${cycle._id}`}
              value={mine.stars}
              disabled={rate.isPending}
              onChange={(_, stars) => {
                if (stars) rate.mutate({ cycleId: cycle._id, stars });
              }}
            />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
