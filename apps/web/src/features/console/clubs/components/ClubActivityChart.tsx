import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdminClubActivity } from '@wine/contract/admin/clubs';
import { formatListMonth } from '../../../../lib/recordDates';
import { ConsoleTable } from '../../shared/components/ConsoleTable';

/**
 * Skips and cancellations by month as bars (the dashboard's chart library), with the same figures
 * in a table below: the exact numbers, and what a screen reader reads.
 */
export function ClubActivityChart({ id, title, months }: { id: string; title: string; months: AdminClubActivity['months'] }) {
  const theme = useTheme();
  return (
    <Paper component="figure" variant="outlined" aria-labelledby={id} sx={{ m: 0, p: 2, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h6">
        {title}
      </Typography>
      <Typography component="figcaption" variant="body2" color="text.secondary">
        Boxes members skipped (by the cycle's cut-off month) and memberships cancelled, per month (UTC).
      </Typography>
      {months.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          No skips or cancellations yet.
        </Typography>
      ) : (
        <>
          <BarChart
            height={220}
            xAxis={[{ scaleType: 'band', data: months.map((row) => formatListMonth(row.month)) }]}
            yAxis={[{ tickMinStep: 1, width: 32 }]}
            series={[
              { data: months.map((row) => row.skips), label: 'Skips', color: theme.palette.secondary.main },
              { data: months.map((row) => row.cancellations), label: 'Cancellations', color: theme.palette.error.main },
            ]}
          />
          <ConsoleTable
            label={title}
            columns={['Month', { label: 'Skips', align: 'right' }, { label: 'Cancellations', align: 'right' }]}
          >
            {months.map((row) => (
              <TableRow key={row.month}>
                <TableCell>{formatListMonth(row.month)}</TableCell>
                <TableCell align="right">{row.skips}</TableCell>
                <TableCell align="right">{row.cancellations}</TableCell>
              </TableRow>
            ))}
          </ConsoleTable>
        </>
      )}
    </Paper>
  );
}
