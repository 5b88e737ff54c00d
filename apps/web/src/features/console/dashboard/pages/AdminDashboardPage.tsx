import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paths } from '@wine/contract/routes';
import { useDocumentTitle } from '../../../../lib/useDocumentTitle';
import { useDashboard } from '../api/getDashboard';
import { PageTitle } from '../../../../components/ui/PageTitle';
import { ListError } from '../../shared/components/ListStates';
import { StatCard } from '../components/StatCard';
import { formatCalendarDate } from '../../../../lib/recordDates';
import { formatPrice } from '@wine/contract/money';

const TITLE = 'Dashboard';
// The chart library is large: the figures above show while it loads.
const DashboardTrends = lazy(() => import('../components/DashboardTrends'));

const ordersLink = (query: Record<string, string>) => `${paths.adminOrders}?${new URLSearchParams(query).toString()}`;

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } } as const;

/** The console's first page: how the shop is doing today and this week, and what waits for someone. */
export default function AdminDashboardPage() {
  useDocumentTitle(`${TITLE} | Sommlike admin`);
  const dashboard = useDashboard();

  if (dashboard.isPending) {
    return (
      <>
        <PageTitle title={TITLE} />
        <Box sx={grid} aria-busy="true" aria-label="Loading">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={132} />
          ))}
        </Box>
      </>
    );
  }
  if (dashboard.isError) {
    return (
      <>
        <PageTitle title={TITLE} />
        <ListError error={dashboard.error} what="the dashboard" onRetry={() => void dashboard.refetch()} />
      </>
    );
  }

  const d = dashboard.data;
  const since = `Since ${formatCalendarDate(d.weekStart)}`;
  return (
    <>
      <PageTitle title={TITLE} intro={`Today is ${formatCalendarDate(d.today)} in store time (${d.timeZone}).`} />
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Sales
      </Typography>
      <Box sx={{ ...grid, mb: 4 }}>
        <StatCard label="Orders today" value={String(d.ordersToday)} hint="Placed today" to={ordersLink({ from: d.today, to: d.today })} />
        <StatCard label="Orders this week" value={String(d.ordersThisWeek)} hint={since} to={ordersLink({ from: d.weekStart })} />
        <StatCard label="Revenue today" value={formatPrice(d.revenueToday)} hint="Charged, less refunds" to={ordersLink({ from: d.today, to: d.today })} />
        <StatCard label="Revenue this week" value={formatPrice(d.revenueThisWeek)} hint={`Charged, less refunds. ${since}`} to={ordersLink({ from: d.weekStart })} />
      </Box>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Waiting for someone
      </Typography>
      <Box sx={grid}>
        <StatCard label="Awaiting charge" value={String(d.awaitingCharge)} hint="Charged tonight after 11:30pm" to={ordersLink({ status: 'CONFIRMED' })} />
        <StatCard
          label="Payment failures"
          value={String(d.paymentFailures)}
          hint="Shoppers asked to pay again"
          to={ordersLink({ status: 'PAYMENT_FAILED' })}
          attention={d.paymentFailures > 0}
        />
        <StatCard
          label="Sommelier applications"
          value={String(d.pendingApplications)}
          hint="In review"
          to={paths.adminApplications}
          attention={d.pendingApplications > 0}
        />
        <StatCard label="Open tickets" value={String(d.openTickets)} hint="Contact us requests" to={`${paths.adminInbox}?tab=tickets`} attention={d.openTickets > 0} />
      </Box>
      <Suspense fallback={<Skeleton variant="rounded" height={480} sx={{ mt: 4 }} aria-label="Loading the trends" />}>
        <DashboardTrends />
      </Suspense>
    </>
  );
}
