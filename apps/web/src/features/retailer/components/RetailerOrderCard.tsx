import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { formatPrice } from '@wine/contract/money';
import type { RetailerOrderSummary } from '@wine/contract/retailer';
import { paths } from '@wine/contract/routes';
import { formatDateTime } from '../../../lib/recordDates';
import { DELIVERY_LABEL } from '../statuses';
import { OrderStatusChip } from '../../../components/ui/OrderStatusChip';

const bottles = (count: number) => `${count} ${count === 1 ? 'bottle' : 'bottles'}`;

/** A bold first line over a quieter second one: the order and its date, the shopper and the bottles. */
function TwoLines({ first, weight, second }: { first: string; weight: number; second: string }) {
  return (
    <Box>
      <Typography sx={{ fontWeight: weight }}>{first}</Typography>
      <Typography variant="body2" color="text.secondary">
        {second}
      </Typography>
    </Box>
  );
}

/** One order of the retailer's list: number, date, shopper, bottles, total, mode and status; opens the order. */
export function RetailerOrderCard({ order }: { order: RetailerOrderSummary }) {
  const ModeIcon = order.deliveryType === 'delivery' ? LocalShippingOutlinedIcon : StorefrontOutlinedIcon;
  return (
    <Card component="article" variant="outlined" aria-label={`Order ${order.displayOrderId}`} sx={{ borderRadius: 2 }}>
      <CardActionArea component={RouterLink} to={paths.retailerOrder(order._id)} sx={{ p: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr auto', md: '1.2fr 1.4fr 1fr 1fr auto' },
            alignItems: 'center',
            gap: { xs: 1, md: 2 },
          }}
        >
          <TwoLines first={order.displayOrderId} weight={700} second={formatDateTime(order.placedAt)} />
          <Box sx={{ justifySelf: { xs: 'end', md: 'start' }, order: { xs: 0, md: 4 } }}>
            <OrderStatusChip status={order.status} />
          </Box>
          <TwoLines first={order.shopperName} weight={600} second={bottles(order.itemsCount)} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, justifySelf: { xs: 'end', md: 'start' } }}>
            {order.deliveryType ? (
              <>
                <ModeIcon aria-hidden fontSize="small" color="action" />
                <Typography variant="body2">{DELIVERY_LABEL[order.deliveryType]}</Typography>
              </>
            ) : null}
          </Box>
          <Typography sx={{ fontWeight: 700, gridColumn: { xs: '1 / -1', md: 'auto' }, textAlign: { xs: 'left', md: 'right' } }}>
            {formatPrice(order.total)}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
