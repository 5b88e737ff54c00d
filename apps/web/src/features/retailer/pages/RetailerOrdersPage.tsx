import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { RetailerOrderTab, type RetailerOrderTabValue } from '@wine/contract/retailer';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { RETAILER_PAGE_SIZE, useRetailerOrders } from '../api/listRetailerOrders';
import { RetailerOrderCard } from '../components/RetailerOrderCard';
import { RETAILER_TABS } from '../statuses';
import { PageTitle } from '../../../components/ui/PageTitle';
import { PagedCardList } from '../../../components/ui/PagedCardList';

const TITLE = 'Shop orders';

function Orders({ tab, page, onPage }: { tab: RetailerOrderTabValue; page: number; onPage: (page: number) => void }) {
  const list = useRetailerOrders(tab, page);
  const empty = RETAILER_TABS.find((entry) => entry.tab === tab)?.empty;

  return (
    <PagedCardList list={list} noun="order" loading={{ rows: 3, height: 84 }} empty={empty} pageSize={RETAILER_PAGE_SIZE} page={page} onPage={onPage}>
      {(data) => data.orders.map((order) => <RetailerOrderCard key={order._id} order={order} />)}
    </PagedCardList>
  );
}

/**
 * The retailer view's order list (issue 9): the business's orders by tab, newest first. The tab and
 * page live in the address, so Back from an order returns to the same list.
 */
export default function RetailerOrdersPage() {
  useDocumentTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const parsedTab = RetailerOrderTab.safeParse(params.get('tab'));
  const tab: RetailerOrderTabValue = parsedTab.success ? parsedTab.data : 'charged';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const hint = RETAILER_TABS.find((entry) => entry.tab === tab)?.hint;

  const show = (next: { tab?: RetailerOrderTabValue; page?: number }) => {
    const nextPage = next.page ?? 0;
    setParams({ tab: next.tab ?? tab, ...(nextPage > 0 ? { page: String(nextPage + 1) } : {}) });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={TITLE} intro="Orders placed with your shop on Sommlike, newest first." />
      <Tabs
        value={tab}
        onChange={(_event, value: RetailerOrderTabValue) => show({ tab: value })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {RETAILER_TABS.map((entry) => (
          <Tab key={entry.tab} value={entry.tab} label={entry.label} id={`tab-${entry.tab}`} aria-controls={`panel-${entry.tab}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {hint ? (
          <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
            {hint}
          </Alert>
        ) : null}
        <Orders key={tab} tab={tab} page={page} onPage={(next) => show({ page: next })} />
      </Box>
    </Container>
  );
}
