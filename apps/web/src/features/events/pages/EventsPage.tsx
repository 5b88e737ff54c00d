import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { EventCard, EventCardSkeleton } from '../../../components/ui/EventCard';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { EVENTS_PAGE_LIMIT, useEvents } from '../api/getEvents';

const gridSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** Explore Events (/events/upcoming, spec 001 §2.12): a banner inviting hosts, then the events. */
export default function EventsPage() {
  useDocumentTitle(Text.exploreEvents);
  const events = useEvents(EVENTS_PAGE_LIMIT);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: { xs: 2, md: 3 } }}>
        {Text.exploreEvents}
      </Typography>
      <Paper
        component="aside"
        aria-labelledby="host-event-title"
        elevation={0}
        sx={{
          mb: { xs: 3, md: 4 },
          p: { xs: 2.5, md: 4 },
          borderRadius: 2,
          color: '#ffffff',
          background: 'linear-gradient(120deg, #3b2a2d 0%, #6e2f3a 60%, #8f3f4c 100%)',
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography id="host-event-title" variant="h2" sx={{ fontSize: { xs: '1.35rem', md: '1.7rem' }, mb: 0.75 }}>
            Want to host a wine tasting event?
          </Typography>
          <Typography sx={{ color: '#f3e6e8', maxWidth: 620 }}>
            Bring our sommeliers and experts to your shop, restaurant or venue. Tell us about your idea and we will plan it together.
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={paths.contactUs}
          variant="contained"
          size="large"
          sx={{ bgcolor: '#ffffff', color: 'secondary.main', flexShrink: 0, '&:hover': { bgcolor: '#f3e6e8' } }}
        >
          Contact us
        </Button>
      </Paper>

      {events.isPending ? (
        <Box sx={gridSx} aria-busy="true" aria-label={`${Text.exploreEvents}, loading`}>
          {Array.from({ length: 3 }, (_, index) => (
            <EventCardSkeleton key={index} />
          ))}
        </Box>
      ) : (events.data ?? []).length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {events.isError ? 'The events could not be loaded. Please try again later.' : 'No upcoming events right now. Check back soon.'}
        </Typography>
      ) : (
        <Box sx={gridSx} role="list" aria-label={Text.exploreEvents}>
          {(events.data ?? []).map((event, index) => (
            <Box role="listitem" key={event._id} sx={{ minWidth: 0 }}>
              <EventCard event={event} eager={index < 3} />
            </Box>
          ))}
        </Box>
      )}
    </Container>
  );
}
