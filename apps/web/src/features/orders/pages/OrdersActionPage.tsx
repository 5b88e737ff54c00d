import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { plural } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { needsAction, useOrderHistory } from '../api/getOrderHistory';
import { OrderHistoryList } from '../components/OrderHistoryList';
import { PageTitle } from '../../../components/ui/PageTitle';

const TITLE = 'Orders needing your action';

/**
 * /orders/action: the shopper's orders that wait for them, newest first. Today that is an order
 * whose nightly charge failed (declined, card removed, or the bank asks for authentication): it is
 * paid again, on the spot, from its pay page.
 */
export default function OrdersActionPage() {
  useDocumentTitle(TITLE);
  const history = useOrderHistory();
  const orders = (history.data?.orders ?? []).filter(needsAction).reverse();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle
        title={TITLE}
        intro={
          history.isSuccess && orders.length > 0
            ? `${plural(orders.length, 'order')} could not be charged. Pay with a saved card or a new one and the retailer prepares your wines.`
            : 'Orders whose payment did not go through show here until they are paid.'
        }
      />

      <OrderHistoryList
        history={history}
        orders={orders}
        skeletons={1}
        empty={{
          title: 'Nothing needs your action',
          text: "Every order has been paid or is waiting for tonight's charge.",
          action: (
            <Button component={RouterLink} to={paths.orderHistory} variant="outlined">
              {Text.orderHistory}
            </Button>
          ),
        }}
        actions={(order) => (
          <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
            <Typography variant="body2" color="error">
              The payment did not go through.
            </Typography>
            <Button component={RouterLink} to={paths.payOrder(order._id)} variant="contained" aria-label={`Pay order ${order.displayOrderId}`}>
              Pay now
            </Button>
          </CardActions>
        )}
      />
    </Container>
  );
}
