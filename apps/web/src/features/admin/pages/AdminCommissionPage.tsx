import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminCommissionQuery, type AdminCommissionQuery } from '@wine/contract/admin/commission';
import { formatPrice } from '@wine/contract/money';
import { DownloadCsvButton } from '../../../components/ui/DownloadCsvButton';
import { formatCommissionPeriod } from '../../../lib/recordDates';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useAdminCommission } from '../api/listCommission';
import { AdminPageTitle } from '../components/AdminPageTitle';
import { ListFilters } from '../components/ListFilters';
import { useListAddress, type ListAddress } from '../components/listQuery';
import { ListBody } from '../components/ListStates';
import { Pager } from '../components/Pager';

const TITLE = 'Commission';
const FILTER_KEYS = ['q', 'from', 'to'] as const;

/** "2030-01" -> "January'30", as My Commission names months. */
const monthLabel = (month: string) => {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return formatCommissionPeriod({ year, month: number });
};

function Filters({ list }: { list: ListAddress<AdminCommissionQuery> }) {
  return (
    <ListFilters label="Filter commission" searchLabel="Sommelier name or email" columns="2fr 1fr 1fr auto" list={list}>
      <TextField size="small" type="month" label="From month" value={list.params.get('from') ?? ''} onChange={(event) => list.setFilter('from', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField size="small" type="month" label="To month" value={list.params.get('to') ?? ''} onChange={(event) => list.setFilter('to', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
    </ListFilters>
  );
}

/** What each sommelier earned per month (issue 21), newest month first, by sommelier and months; downloadable as CSV. */
export default function AdminCommissionPage() {
  useDocumentTitle(`${TITLE} | Sommlike admin`);
  const address = useListAddress(FILTER_KEYS, adminCommissionQuery);
  const list = useAdminCommission(address.query);

  return (
    <>
      <AdminPageTitle
        title={TITLE}
        intro="Earned on the lines a sommelier's link brought, in the month the order was charged (store calendar). Sales are after the wines' own offers."
        action={<DownloadCsvButton path="/admin/commission/export.csv" query={address.filters} fileName="commission.csv" disabled={address.invalid !== null} />}
      />
      <Filters key={address.params.get('q') ?? ''} list={address} />
      <ListBody
        query={list}
        what="the commission"
        isEmpty={(data) => data.commissions.length === 0}
        empty={address.filtered ? 'No commission matches these filters.' : 'No commission earned yet.'}
      >
        {(data) => (
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label="Commission">
                <TableHead>
                  <TableRow>
                    <TableCell>Month</TableCell>
                    <TableCell>Sommelier</TableCell>
                    <TableCell align="right">Orders</TableCell>
                    <TableCell align="right">Sales</TableCell>
                    <TableCell align="right">Commission</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.commissions.map((row) => (
                    <TableRow key={`${row.month}-${row.sommelier._id}`} hover>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{monthLabel(row.month)}</TableCell>
                      <TableCell sx={{ maxWidth: 260 }}>
                        <Typography variant="body2">{row.sommelier.name}</Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {row.sommelier.email}
                        </Typography>
                      </TableCell>
                      <TableCell align="right">{row.orders}</TableCell>
                      <TableCell align="right">{formatPrice(row.sales)}</TableCell>
                      <TableCell align="right">{formatPrice(row.commission)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Stack>
              <Pager total={data.total} skip={address.skip} limit={address.limit} onChange={address.setPage} />
            </Stack>
          </Paper>
        )}
      </ListBody>
    </>
  );
}
