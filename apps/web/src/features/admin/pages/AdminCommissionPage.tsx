import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { adminCommissionQuery } from '@wine/contract/admin/commission';
import { ADMIN_PAGE_SIZE } from '@wine/contract/admin/shared';
import { formatPrice } from '@wine/contract/money';
import { DownloadCsvButton } from '../../../components/ui/DownloadCsvButton';
import { formatCommissionPeriod } from '../../../lib/recordDates';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useAdminCommission } from '../api/listCommission';
import { AdminPageTitle } from '../components/AdminPageTitle';
import { listQueryOf } from '../components/listQuery';
import { ListBody } from '../components/ListStates';
import { Pager } from '../components/Pager';

const TITLE = 'Commission';
const FILTER_KEYS = ['q', 'from', 'to'] as const;

/** "2030-01" -> "January'30", as My Commission names months. */
const monthLabel = (month: string) => {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return formatCommissionPeriod({ year, month: number });
};

function Filters({ params, setParams }: { params: URLSearchParams; setParams: (next: URLSearchParams) => void }) {
  const [search, setSearch] = useState(params.get('q') ?? '');
  const update = (key: (typeof FILTER_KEYS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('skip');
    setParams(next);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter commission"
      onSubmit={(event) => {
        event.preventDefault();
        update('q', search.trim());
      }}
      sx={{ display: 'grid', gap: 1.5, mb: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr auto' }, alignItems: 'start' }}
    >
      <TextField
        size="small"
        label="Sommelier name or email"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onBlur={() => update('q', search.trim())}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <TextField size="small" type="month" label="From month" value={params.get('from') ?? ''} onChange={(event) => update('from', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField size="small" type="month" label="To month" value={params.get('to') ?? ''} onChange={(event) => update('to', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <Button
        disabled={!FILTER_KEYS.some((key) => params.get(key))}
        onClick={() => {
          setSearch('');
          setParams(new URLSearchParams());
        }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, height: 40 }}
      >
        Clear filters
      </Button>
    </Box>
  );
}

/** What each sommelier earned per month (issue 21), newest month first, by sommelier and months; downloadable as CSV. */
export default function AdminCommissionPage() {
  useDocumentTitle(`${TITLE} | Sommlike admin`);
  const [params, setParams] = useSearchParams();
  const { query, filters, invalid } = listQueryOf(params, FILTER_KEYS, adminCommissionQuery);
  const list = useAdminCommission(query);
  const skip = query.skip ?? 0;
  const limit = query.limit ?? ADMIN_PAGE_SIZE;

  const setPage = (page: { skip: number; limit: number }) => {
    const next = new URLSearchParams(params);
    next.set('skip', String(page.skip));
    next.set('limit', String(page.limit));
    setParams(next);
  };

  return (
    <>
      <AdminPageTitle
        title={TITLE}
        intro="Earned on the lines a sommelier's link brought, in the month the order was charged (store calendar). Sales are after the wines' own offers."
        action={<DownloadCsvButton path="/admin/commission/export.csv" query={filters} fileName="commission.csv" disabled={invalid !== null} />}
      />
      <Filters key={params.get('q') ?? ''} params={params} setParams={setParams} />
      {invalid ? (
        <Typography color="error" role="alert" sx={{ mb: 2 }}>
          {invalid}
        </Typography>
      ) : null}
      <ListBody
        query={list}
        what="the commission"
        isEmpty={(data) => data.commissions.length === 0}
        empty={FILTER_KEYS.some((key) => params.get(key)) ? 'No commission matches these filters.' : 'No commission earned yet.'}
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
              <Pager total={data.total} skip={skip} limit={limit} onChange={setPage} />
            </Stack>
          </Paper>
        )}
      </ListBody>
    </>
  );
}
