import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { EventCard, EventCardSkeleton } from '../../../components/ui/EventCard';
import { HorizontalScroller } from '../../../components/ui/HorizontalScroller';
import { SectionTitle } from '../../../components/ui/SectionTitle';
import { HOME_EVENTS_LIMIT, useEvents } from '../api/getEvents';

const CARD_WIDTH = { xs: 280, sm: 340 };

/** The home page's Explore Events row: the 4 newest events (spec 000 §2.3, §9). */
export function EventsRow() {
  const events = useEvents(HOME_EVENTS_LIMIT);
  if (events.isError || events.data?.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-events-title" sx={{ py: { xs: 3, md: 4 } }}>
      <Container maxWidth="lg">
        <SectionTitle id="home-events-title" to={paths.eventsUpcoming}>
          {Text.exploreEvents}
        </SectionTitle>
        {events.data ? (
          <HorizontalScroller label={Text.exploreEvents}>
            {events.data.map((event) => (
              <Box key={event._id} sx={{ width: CARD_WIDTH, height: '100%' }}>
                <EventCard event={event} />
              </Box>
            ))}
          </HorizontalScroller>
        ) : (
          <Box aria-busy="true" aria-label={`${Text.exploreEvents}, loading`} sx={{ display: 'flex', gap: 2, overflow: 'hidden', pb: 1 }}>
            {Array.from({ length: HOME_EVENTS_LIMIT }, (_, index) => (
              <Box key={index} sx={{ width: CARD_WIDTH, flex: '0 0 auto' }}>
                <EventCardSkeleton />
              </Box>
            ))}
          </Box>
        )}
      </Container>
    </Box>
  );
}
