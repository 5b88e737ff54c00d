import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/EventOutlined';
import type { z } from 'zod';
import type { eventSummary } from '@wine/contract/events';
import { paths } from '@wine/contract/routes';
import { formatEventDate } from '../../lib/dates';
import { CardCover, CardSkeleton } from './cardParts';

export type EventSummary = z.infer<typeof eventSummary>;

interface Props {
  event: EventSummary;
  eager?: boolean;
}

/** An event's card: image, title and start date; opens /events/{id} with the event in route state. */
export function EventCard({ event, eager = false }: Props) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 2 }}>
      <CardActionArea component={RouterLink} to={paths.event(event._id)} state={{ event }} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <CardCover src={event.attachments[0]?.url} ratio="8 / 3" width={800} height={300} eager={eager} />
        <Box sx={{ p: 2, flexGrow: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.05rem', mb: 0.75, lineHeight: 1.35 }}>
            {event.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <EventIcon aria-hidden fontSize="small" />
            <Box component="time" dateTime={event.startTime}>
              {formatEventDate(event.startTime)}
            </Box>
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export function EventCardSkeleton() {
  return (
    <CardSkeleton ratio="8 / 3">
      <Box sx={{ p: 2 }}>
        <Skeleton width="80%" height={28} />
        <Skeleton width="50%" />
      </Box>
    </CardSkeleton>
  );
}
