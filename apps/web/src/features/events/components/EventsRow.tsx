import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { EventCard, EventCardSkeleton } from '../../../components/ui/EventCard';
import { HomeCardRow } from '../../../components/ui/HomeCardRow';
import { HOME_EVENTS_LIMIT, useEvents } from '../api/getEvents';

/** The home page's Explore Events row: the 4 newest events (spec 000 §2.3, §9). */
export function EventsRow() {
  const events = useEvents(HOME_EVENTS_LIMIT);
  return (
    <HomeCardRow
      titleId="home-events-title"
      title={Text.exploreEvents}
      to={paths.eventsUpcoming}
      query={events}
      keyOf={(event) => event._id}
      cardWidth={{ xs: 280, sm: 340 }}
      card={(event) => <EventCard event={event} />}
      skeletons={HOME_EVENTS_LIMIT}
      skeleton={<EventCardSkeleton />}
    />
  );
}
