import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CADENCE_LABEL } from '@wine/contract/club-labels';
import { formatPrice } from '@wine/contract/money';
import { paths } from '@wine/contract/routes';
import { ActionError } from '../../../components/ui/ActionError';
import { OrderStatusChip } from '../../../components/ui/OrderStatusChip';
import { PageLoader } from '../../../components/ui/PageLoader';
import { PageTitle } from '../../../components/ui/PageTitle';
import { clubDay } from '../../../lib/clubs';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useDecideClub, usePickList, useRetailerClubs, type RetailerClub } from '../api';

const TITLE = 'Wine clubs';

/** /retailer/clubs (issue 46): partnerships to accept or decline, and each placed box as one pick list whose orders are handed over as any order. */
export default function RetailerClubsPage() {
  useDocumentTitle(TITLE);
  const clubs = useRetailerClubs();
  const decide = useDecideClub();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={TITLE} intro="Sommeliers' clubs filled from your stock. Each box's orders are charged by the shop and handed over here like any order." />
      {clubs.isPending ? <PageLoader /> : null}
      <ActionError action={decide} />
      <Stack spacing={2}>
        {(clubs.data ?? []).map((club) => (
          <Card key={club._id} variant="outlined" sx={{ p: 2.5, borderRadius: 2 }} aria-label={club.name}>
            <Stack spacing={1.5}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {club.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                By {club.sommelier.name} · {club.bottles} bottles, {formatPrice(club.price)} a box · {CADENCE_LABEL[club.cadence]} · up to {club.capacity} members
              </Typography>
              {club.status === 'proposed' ? (
                <Stack direction="row" spacing={1}>
                  <Button variant="contained" disabled={decide.isPending} onClick={() => decide.mutate({ clubId: club._id, decision: 'accept' })}>
                    Accept partnership
                  </Button>
                  <Button variant="outlined" disabled={decide.isPending} onClick={() => decide.mutate({ clubId: club._id, decision: 'decline' })}>
                    Decline
                  </Button>
                </Stack>
              ) : (
                <PlacedBoxes club={club} />
              )}
            </Stack>
          </Card>
        ))}
        {clubs.data?.length === 0 ? <Typography color="text.secondary">No sommelier has proposed a club to you yet.</Typography> : null}
      </Stack>
    </Container>
  );
}

function PlacedBoxes({ club }: { club: RetailerClub }) {
  const placed = club.cycles.filter((cycle) => cycle.status === 'placed' || cycle.status === 'placing').reverse();
  const [cycleId, setCycleId] = useState<string | null>(placed[0]?._id ?? null);
  const list = usePickList(club._id, cycleId);
  const next = club.cycles.find((cycle) => cycle.status === 'planned' || cycle.status === 'announced');
  return (
    <Stack spacing={1}>
      {next ? (
        <Typography variant="body2">
          Next box: cut-off {clubDay(next.cutoffAt)}, handed over from {clubDay(next.shipsOn)}; {club.members} members.
        </Typography>
      ) : null}
      {placed.length === 0 ? <Typography variant="body2" color="text.secondary">No box placed yet.</Typography> : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {placed.map((cycle) => (
          <Button key={cycle._id} size="small" variant={cycle._id === cycleId ? 'contained' : 'outlined'} onClick={() => setCycleId(cycle._id)}>
            Box {cycle.number} · {clubDay(cycle.shipsOn)}
          </Button>
        ))}
      </Stack>
      {list.data ? (
        <Stack spacing={1} aria-label={`Pick list of box ${list.data.cycle.number}`}>
          <Typography sx={{ fontWeight: 600 }}>Pick list</Typography>
          <List dense disablePadding>
            {list.data.wines.map((wine) => (
              <ListItem key={wine._id} disableGutters>
                {wine.bottles} × {wine.title}
              </ListItem>
            ))}
          </List>
          <Typography sx={{ fontWeight: 600 }}>Orders to hand over</Typography>
          <List dense disablePadding>
            {list.data.orders.map((order) => (
              <ListItem key={order._id} disableGutters sx={{ gap: 1, justifyContent: 'space-between' }}>
                {/* One text beside the chip: a list item lays its children out as a row, which broke the order number. */}
                <Typography variant="body2" sx={{ minWidth: 0 }}>
                  <Link component={RouterLink} to={paths.retailerOrder(order._id)} sx={{ whiteSpace: 'nowrap' }}>
                    {order.displayOrderId}
                  </Link>{' '}
                  · {order.shopperName} · {order.deliveryType === 'pickup' ? 'Pickup' : 'Delivery'}
                </Typography>
                <OrderStatusChip status={order.status} />
              </ListItem>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}
