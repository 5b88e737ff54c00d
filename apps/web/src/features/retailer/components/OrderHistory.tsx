import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConsoleOrder } from '@wine/contract/fulfilment';
import { formatDateTime } from '../../../lib/recordDates';
import { isCartStatus } from '@wine/contract/order-status';
import { historyLabel } from '../statuses';

/** The order's status changes, oldest first, with who made each (the shop itself for the nightly charge). */
export function OrderHistory({ history: all }: { history: ConsoleOrder['history'] }) {
  const history = all.filter((entry) => !isCartStatus(entry.toStatus));
  if (history.length === 0) return <Typography color="text.secondary">No changes yet.</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {history.map((entry) => (
        <Box
          component="li"
          key={entry._id}
          sx={{ position: 'relative', pl: 2.5, pb: 1.5, '&::before': { content: '""', position: 'absolute', left: 4, top: 8, width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' } }}
        >
          <Typography sx={{ fontWeight: 600 }}>{historyLabel(entry.toStatus)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(entry.createdAt)} · {entry.actor ? entry.actor.name : 'Sommlike'}
          </Typography>
          {entry.note ? <Typography variant="body2">{entry.note}</Typography> : null}
        </Box>
      ))}
    </Box>
  );
}
