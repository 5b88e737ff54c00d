import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { PlacedOrder } from '@wine/contract/checkout';
import { paths } from '@wine/contract/routes';
import { WineImage } from '../../../components/ui/WineImage';
import { formatOrderCardDate } from '../../../lib/recordDates';
import { placedOrderMoney } from '../orderMoney';
import { shopperStatus, StatusBadge } from './StatusBadge';

const IMAGES_SHOWN = 4;

/**
 * One order of the history: date, Order ID, total, status badge and item images; opens the order.
 * `children` are actions of their own under the card (a link inside the card's link is not allowed).
 */
export function OrderCard({ order, children }: { order: PlacedOrder; children?: ReactNode }) {
  const hidden = order.items.length - IMAGES_SHOWN;
  return (
    <Card component="article" variant="outlined" aria-label={`Order ${order.displayOrderId}`} sx={{ borderRadius: 2 }}>
      <CardActionArea component={RouterLink} to={paths.order(order._id)} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, mb: 1.5 }}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {formatOrderCardDate(order.startTime ?? order.createdAt)}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>Order ID: {order.displayOrderId}</Typography>
          </Box>
          <StatusBadge label={shopperStatus(order.status)} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {order.items.slice(0, IMAGES_SHOWN).map((item) => (
            <WineImage key={item._id} src={item.iconUrl} alt={item.title} height={64} />
          ))}
          {hidden > 0 ? (
            <Typography variant="body2" color="text.secondary">
              +{hidden} more
            </Typography>
          ) : null}
          <Typography sx={{ ml: 'auto', fontWeight: 700 }}>
            Total: {order.totalDisplayAmount}
          </Typography>
        </Box>
        {/* The same money story as the order's page (issue 45). */}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {placedOrderMoney(order).note}
        </Typography>
      </CardActionArea>
      {children}
    </Card>
  );
}
