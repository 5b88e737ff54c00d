import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CLUB_STATUS_TEXT } from '@wine/contract/clubs';
import { formatPrice } from '@wine/contract/money';
import { paths } from '@wine/contract/routes';
import { DownloadCsvButton } from '../../../../components/ui/DownloadCsvButton';
import { PageTitle } from '../../../../components/ui/PageTitle';
import { useDocumentTitle } from '../../../../lib/useDocumentTitle';
import { useAdminClubActivity, useAdminClubs } from '../api/clubs';
import { ClubActivityChart } from '../components/ClubActivityChart';
import { ConsoleTable, shownFrom } from '../../shared/components/ConsoleTable';
import { ListBody } from '../../shared/components/ListStates';

const TITLE = 'Wine clubs';

/** The sommeliers' wine clubs (issue 46): members by status, the shop's skips and cancellations by month; downloadable as CSV. */
export default function AdminClubsPage() {
  useDocumentTitle(`${TITLE} | Sommlike admin`);
  const list = useAdminClubs();
  const activity = useAdminClubActivity();
  return (
    <>
      <PageTitle
        title={TITLE}
        intro="Every club with its sommelier, partner retailer and members. Open a club for its members and each cycle's orders and revenue."
        action={<DownloadCsvButton path="/admin/clubs/export.csv" query={{}} fileName="clubs.csv" />}
      />
      <Stack spacing={3}>
        <ListBody query={list} what="the clubs" isEmpty={(data) => data.clubs.length === 0} empty="No wine clubs yet.">
          {(data) => (
            <Paper variant="outlined">
              <ConsoleTable
                label="Wine clubs"
                columns={[
                  'Club', { label: 'Sommelier', from: 'md' }, { label: 'Retailer', from: 'md' }, { label: 'Status', from: 'sm' },
                  { label: 'Active', align: 'right' }, { label: 'Paused', align: 'right', from: 'sm' },
                  { label: 'Cancelled', align: 'right', from: 'sm' },
                ]}
              >
                {data.clubs.map((club) => (
                  <TableRow key={club._id} hover>
                    <TableCell sx={{ maxWidth: 280 }}>
                      <Link component={RouterLink} to={paths.adminClub(club._id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {club.name}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {formatPrice(club.price)} · {club.cadence}
                      </Typography>
                    </TableCell>
                    <TableCell sx={shownFrom('md')}>{club.sommelier.name}</TableCell>
                    <TableCell sx={shownFrom('md')}>{club.retailer.name}</TableCell>
                    <TableCell sx={shownFrom('sm')}>{CLUB_STATUS_TEXT[club.status]}</TableCell>
                    <TableCell align="right">{club.members.active}</TableCell>
                    <TableCell align="right" sx={shownFrom('sm')}>
                      {club.members.paused}
                    </TableCell>
                    <TableCell align="right" sx={shownFrom('sm')}>
                      {club.members.cancelled}
                    </TableCell>
                  </TableRow>
                ))}
              </ConsoleTable>
            </Paper>
          )}
        </ListBody>
        <ListBody query={activity} what="the skips and cancellations" isEmpty={() => false} empty="">
          {(data) => <ClubActivityChart id="clubs-activity" title="Skips and cancellations by month" months={data.months} />}
        </ListBody>
      </Stack>
    </>
  );
}
