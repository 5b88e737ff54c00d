import { lazy, Suspense, useState, type SyntheticEvent } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Text } from '@wine/contract/texts';
import { formatPrice } from '@wine/contract/money';
import { DownloadCsvButton } from '../../../components/ui/DownloadCsvButton';
import { formatCommissionPeriod } from '../../../lib/recordDates';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useCommission, type CommissionGrouping, type CommissionRow } from '../api/getCommission';

const CommissionChart = lazy(() => import('../components/CommissionChart'));

const periodLabel = ({ identifier }: CommissionRow, grouping: CommissionGrouping): string =>
  formatCommissionPeriod({ ...identifier, day: grouping === 'month' ? null : (identifier.day ?? 1) });

function CommissionTable({ grouping }: { grouping: CommissionGrouping }) {
  const rows = useCommission(grouping);
  const label = grouping === 'month' ? Text.monthlyCommissions : Text.commissionByDate;

  if (rows.isPending) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {Text.loading}
      </Typography>
    );
  }
  if (rows.isError || rows.data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {Text.noCommission}
      </Typography>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 2 }}>
      <Table aria-label={label}>
        <TableHead>
          <TableRow sx={{ bgcolor: '#f8f1f2' }}>
            <TableCell sx={{ fontWeight: 700 }}>{grouping === 'month' ? Text.commissionMonth : Text.commissionDate}</TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">
              {Text.commissionAmount}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.data.map((row) => {
            const period = periodLabel(row, grouping);
            return (
              <TableRow key={period}>
                <TableCell>{period}</TableCell>
                <TableCell align="right">{formatPrice(row.totalAmount)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** My Commission (/my-commission, spec 001 §2.17): earnings per month charted, then per month and per day, each downloadable as CSV. */
export default function MyCommissionPage() {
  useDocumentTitle(Text.myCommission);
  const [grouping, setGrouping] = useState<CommissionGrouping>('month');

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" sx={{ mb: 1, gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
          {Text.myCommission}
        </Typography>
        <DownloadCsvButton path="/commission/export.csv" query={{ groupby: grouping }} fileName="my-commission.csv" />
      </Stack>
      <Suspense fallback={<Skeleton variant="rounded" height={280} sx={{ mb: 3 }} aria-label="Loading the chart" />}>
        <CommissionChart />
      </Suspense>
      <Tabs
        value={grouping}
        onChange={(_event: SyntheticEvent, value: CommissionGrouping) => setGrouping(value)}
        variant="fullWidth"
        aria-label={Text.myCommission}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="month" label={Text.monthlyCommissions} />
        <Tab value="day" label={Text.commissionByDate} />
      </Tabs>
      <CommissionTable key={grouping} grouping={grouping} />
    </Container>
  );
}
