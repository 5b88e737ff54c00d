import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { needsAction, useOrderHistory } from '../api/getOrderHistory';
import { OrderHistoryList } from '../components/OrderHistoryList';

/** Order History (spec 001 §2.15): the last 365 days' orders, newest first. */
export default function OrderHistoryPage() {
  useDocumentTitle(Text.orderHistory);
  const history = useOrderHistory();
  // The spec asks the server oldest first (sort _id); the shopper reads the newest first.
  const orders = [...(history.data?.orders ?? [])].reverse();
  const waiting = orders.filter(needsAction).length;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' } }}>
          {Text.orderHistory}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component={RouterLink} to={paths.contactUs} variant="outlined">
            {Text.contactUs}
          </Button>
          <Button component={RouterLink} to={paths.shopWines} variant="contained">
            {Text.continueShopping}
          </Button>
        </Box>
      </Box>

      {waiting > 0 ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button component={RouterLink} to={paths.ordersAction} color="inherit" sx={{ whiteSpace: 'nowrap' }}>
              Pay now
            </Button>
          }
        >
          {waiting === 1 ? '1 order needs your action: its payment did not go through.' : `${waiting} orders need your action: their payment did not go through.`}
        </Alert>
      ) : null}

      <OrderHistoryList
        history={history}
        orders={orders}
        skeletons={3}
        empty={{ title: 'No orders yet', text: 'Wines you order will show up here.' }}
      />
    </Container>
  );
}
