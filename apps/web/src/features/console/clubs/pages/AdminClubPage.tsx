import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { AdminClubDetail } from '@wine/contract/admin/clubs';
import { CLUB_STATUS_TEXT } from '@wine/contract/clubs';
import { formatMoney, formatPrice, parsePrice } from '@wine/contract/money';
import { paths } from '@wine/contract/routes';
import { DownloadCsvButton } from '../../../../components/ui/DownloadCsvButton';
import { useDocumentTitle } from '../../../../lib/useDocumentTitle';
import { formatDateTime } from '../../../../lib/recordDates';
import { useAdminClub } from '../api/clubs';
import { ClubActivityChart } from '../components/ClubActivityChart';
import { ConsoleTable, PersonCell, shownFrom } from '../../shared/components/ConsoleTable';
import { ListEmpty, ListError, ListLoading } from '../../shared/components/ListStates';

const MEMBER_STATUS = { active: 'Active', paused: 'Paused', cancelled: 'Cancelled' } as const;
const CYCLE_STATUS = { planned: 'Planned', announced: 'Selection announced', placing: 'Placing orders', placed: 'Orders placed', missed: 'Missed' } as const;

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ px: 2, pt: 2, pb: 1, gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

function Cycles({ cycles }: { cycles: AdminClubDetail['cycles'] }) {
  if (cycles.length === 0) return <ListEmpty>No cycle yet.</ListEmpty>;
  const revenueCents = cycles.reduce((sum, cycle) => sum + parsePrice(cycle.revenue), 0);
  return (
    <>
      <ConsoleTable
        label="Cycles"
        columns={[
          'Cycle', { label: 'Cut-off', from: 'sm' }, { label: 'Orders', align: 'right' }, { label: 'Skipped', align: 'right', from: 'sm' },
          { label: 'Unfilled', align: 'right', from: 'md' }, { label: 'Revenue', align: 'right' },
        ]}
      >
        {cycles.map((cycle) => (
          <TableRow key={cycle._id}>
            <TableCell>
              #{cycle.number}
              <Typography variant="body2" color="text.secondary">
                {CYCLE_STATUS[cycle.status]}
              </Typography>
            </TableCell>
            <TableCell sx={shownFrom('sm')}>{formatDateTime(cycle.cutoffAt)}</TableCell>
            <TableCell align="right">{cycle.orders}</TableCell>
            <TableCell align="right" sx={shownFrom('sm')}>
              {cycle.skipped}
            </TableCell>
            <TableCell align="right" sx={shownFrom('md')}>
              {cycle.unfilled}
            </TableCell>
            <TableCell align="right">{formatPrice(cycle.revenue)}</TableCell>
          </TableRow>
        ))}
      </ConsoleTable>
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        Revenue is the total of a cycle's orders, taxes and delivery included, less the ones cancelled or not delivered: {formatMoney(revenueCents)} in all.
      </Typography>
    </>
  );
}

function Members({ members }: { members: AdminClubDetail['memberList'] }) {
  if (members.length === 0) return <ListEmpty>No member yet.</ListEmpty>;
  return (
    <ConsoleTable
      label="Members"
      columns={['Member', 'Status', { label: 'Fulfilment', from: 'sm' }, { label: 'Joined', from: 'md' }]}
    >
      {members.map((row) => (
        <TableRow key={row._id}>
          <PersonCell person={row.member} maxWidth={260} />
          <TableCell>
            {MEMBER_STATUS[row.status]}
            {row.cancelledAt ? (
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(row.cancelledAt)}
              </Typography>
            ) : null}
          </TableCell>
          <TableCell sx={shownFrom('sm')}>{row.deliveryType === 'delivery' ? 'Delivery' : 'Pickup'}</TableCell>
          <TableCell sx={shownFrom('md')}>{formatDateTime(row.joinedAt)}</TableCell>
        </TableRow>
      ))}
    </ConsoleTable>
  );
}

export function ClubView({ club }: { club: AdminClubDetail }) {
  const { active, paused, cancelled } = club.members;
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, overflowWrap: 'anywhere' }}>
        {club.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {CLUB_STATUS_TEXT[club.status]} · by {club.sommelier.name} with {club.retailer.name} · {formatPrice(club.price)} {club.cadence} · {active} active, {paused}{' '}
        paused, {cancelled} cancelled
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Section title="Cycles">
            <Cycles cycles={club.cycles} />
          </Section>
          <Section title="Members" action={<DownloadCsvButton path={`/admin/clubs/${encodeURIComponent(club._id)}/members.csv`} query={{}} fileName="club-members.csv" />}>
            <Members members={club.memberList} />
          </Section>
        </Stack>
        <ClubActivityChart id="club-activity" title="Skips and cancellations" months={club.months} />
      </Box>
    </>
  );
}

/** A wine club in the console (issue 46): members, each cycle's orders and revenue, skips and cancellations by month. */
export default function AdminClubPage() {
  const { id = '' } = useParams();
  const club = useAdminClub(id);
  useDocumentTitle(`${club.data ? club.data.name : 'Wine club'} | Sommlike admin`);
  return (
    <>
      <Button component={RouterLink} to={paths.adminClubs} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        All wine clubs
      </Button>
      {club.isPending ? (
        <ListLoading rows={3} height={160} />
      ) : club.isError ? (
        <ListError error={club.error} what="the club" onRetry={() => void club.refetch()} />
      ) : (
        <ClubView club={club.data} />
      )}
    </>
  );
}
