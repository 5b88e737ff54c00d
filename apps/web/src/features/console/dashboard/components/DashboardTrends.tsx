import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { TREND_PERIODS, type DashboardTrends as Trends, type TrendPeriod } from '@wine/contract/admin/dashboard';
import { formatMoney, formatPrice, parsePrice } from '@wine/contract/money';
import { orderStatusLabel } from '@wine/contract/order-status';
import { MONTHS } from '../../../../lib/dates';
import { moneyAxis } from '../../../../lib/moneyAxis';
import { formatCalendarDate } from '../../../../lib/recordDates';
import { useDashboardTrends } from '../api/getDashboard';
import { ListError } from '../../shared/components/ListStates';

const CHART_HEIGHT = 240;

/** "2026-11-05" as an axis tick: "Nov 5". */
const shortDay = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`;

function ChartCard({ id, title, caption, children, wide }: { id: string; title: string; caption?: string; children: ReactNode; wide?: boolean }) {
  return (
    <Paper component="figure" variant="outlined" aria-labelledby={id} sx={{ m: 0, p: 2, minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {caption ? (
        <Typography component="figcaption" variant="body2" color="text.secondary">
          {caption}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}

/** A ranking as bars, and as a list that reads out each figure exactly. */
function Ranking({ id, title, empty, rows }: { id: string; title: string; empty: string; rows: { key: string; name: string; sales: string; detail: string }[] }) {
  const theme = useTheme();
  const sales = rows.map((row) => parsePrice(row.sales));
  return (
    <ChartCard id={id} title={title}>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {empty}
        </Typography>
      ) : (
        <>
          <BarChart
            height={Math.max(120, rows.length * 44)}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: rows.map((row) => row.name), width: 140 }]}
            xAxis={[moneyAxis(sales)]}
            margin={{ right: 24 }}
            series={[{ data: sales, label: 'Sales', valueFormatter: (cents) => formatMoney(cents ?? 0), color: theme.palette.secondary.main }]}
            hideLegend
          />
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {rows.map((row) => (
              <Typography component="li" variant="body2" key={row.key}>
                {row.name}: {formatPrice(row.sales)} ({row.detail})
              </Typography>
            ))}
          </Box>
        </>
      )}
    </ChartCard>
  );
}

function Charts({ trends }: { trends: Trends }) {
  const color = useTheme().palette.primary.main;
  const days = trends.perDay.map((day) => shortDay(day.date));
  const orders = trends.perDay.reduce((sum, day) => sum + day.orders, 0);
  const revenue = trends.perDay.map((day) => parsePrice(day.revenue));
  const revenueCents = revenue.reduce((sum, cents) => sum + cents, 0);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <ChartCard id="trend-orders" title="Orders per day" caption={`${orders} ${orders === 1 ? 'order' : 'orders'} placed`}>
        <LineChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'point', data: days }]}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          series={[{ data: trends.perDay.map((day) => day.orders), label: 'Orders', showMark: false, area: true, curve: 'linear', color }]}
          hideLegend
        />
      </ChartCard>
      <ChartCard id="trend-revenue" title="Revenue per day" caption={`${formatMoney(revenueCents)} charged, less refunds`}>
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: days }]}
          yAxis={[{ ...moneyAxis(revenue), width: 72 }]}
          series={[{ data: revenue, label: 'Revenue', valueFormatter: (cents) => formatMoney(cents ?? 0), color }]}
          hideLegend
        />
      </ChartCard>
      <ChartCard id="trend-status" title="Orders by status" caption="The period's orders, by where they are now" wide>
        {trends.byStatus.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            No orders in this period.
          </Typography>
        ) : (
          <BarChart
            height={Math.max(120, trends.byStatus.length * 36)}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: trends.byStatus.map((row) => orderStatusLabel(row.status)), width: 140 }]}
            xAxis={[{ tickMinStep: 1 }]}
            series={[{ data: trends.byStatus.map((row) => row.orders), label: 'Orders', color }]}
            hideLegend
          />
        )}
      </ChartCard>
      <Ranking
        id="trend-wines"
        title="Top wines by sales"
        empty="No wine sold in this period."
        rows={trends.topWines.map((wine) => ({ key: wine._id, name: wine.title, sales: wine.sales, detail: `${wine.bottles} ${wine.bottles === 1 ? 'bottle' : 'bottles'}` }))}
      />
      <Ranking
        id="trend-sommeliers"
        title="Top sommeliers by sales"
        empty="No sommelier brought a sale in this period."
        rows={trends.topSommeliers.map((person) => ({ key: person._id, name: person.name, sales: person.sales, detail: `${formatPrice(person.commission)} commission` }))}
      />
    </Box>
  );
}

/**
 * The dashboard's charts over the last 30 or 90 days. A page of its own chunk: the chart library
 * loads only here, never with the storefront (decision 0019).
 */
export default function DashboardTrends() {
  const [days, setDays] = useState<TrendPeriod>(TREND_PERIODS[0]);
  const trends = useDashboardTrends(days);
  return (
    <Box component="section" aria-labelledby="trends-title" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Box>
          <Typography id="trends-title" component="h2" variant="h6">
            Trends
          </Typography>
          {trends.data ? (
            <Typography variant="body2" color="text.secondary">
              {formatCalendarDate(trends.data.from)} to {formatCalendarDate(trends.data.to)}
            </Typography>
          ) : null}
        </Box>
        <ToggleButtonGroup exclusive size="small" aria-label="Period" value={days} onChange={(_event, next: TrendPeriod | null) => next && setDays(next)}>
          {TREND_PERIODS.map((period) => (
            <ToggleButton key={period} value={period}>
              Last {period} days
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {trends.isError ? (
        <ListError error={trends.error} what="the trends" onRetry={() => void trends.refetch()} />
      ) : trends.data ? (
        <Charts trends={trends.data} />
      ) : (
        <Skeleton variant="rounded" height={CHART_HEIGHT * 2} aria-busy="true" aria-label="Loading the trends" />
      )}
    </Box>
  );
}
