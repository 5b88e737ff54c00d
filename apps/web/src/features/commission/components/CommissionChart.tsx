import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney, parsePrice } from '@wine/contract/money';
import { moneyAxis } from '../../../lib/moneyAxis';
import { formatCommissionPeriod } from '../../../lib/recordDates';
import { useCommission } from '../api/getCommission';

/** The months a chart shows: a year, oldest on the left. */
const MONTHS_SHOWN = 12;
const CHART_HEIGHT = 240;

/**
 * Earnings per month as bars above My Commission's table (issue 21). Its own chunk: the chart
 * library loads on this page only. Nothing when there is nothing to chart.
 */
export default function CommissionChart() {
  const color = useTheme().palette.primary.main;
  const months = useCommission('month');
  if (!months.data || months.data.length === 0) return null;
  const shown = [...months.data]
    .sort((a, b) => a.identifier.year - b.identifier.year || a.identifier.month - b.identifier.month)
    .slice(-MONTHS_SHOWN);
  const amounts = shown.map((row) => parsePrice(row.totalAmount));
  return (
    <Paper component="figure" variant="outlined" aria-labelledby="commission-chart-title" sx={{ m: 0, mb: 3, p: 2, borderRadius: 2 }}>
      <Typography id="commission-chart-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Earnings per month
      </Typography>
      <BarChart
        height={CHART_HEIGHT}
        xAxis={[{ scaleType: 'band', data: shown.map((row) => formatCommissionPeriod(row.identifier)) }]}
        yAxis={[{ ...moneyAxis(amounts), width: 72 }]}
        series={[{ data: amounts, label: 'Commission', valueFormatter: (cents) => formatMoney(cents ?? 0), color }]}
        hideLegend
      />
    </Paper>
  );
}
