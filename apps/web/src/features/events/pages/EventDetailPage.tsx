import { useLocation, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { Timing } from '@wine/contract/constants';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { Carousel, CarouselSkeleton, type CarouselSlideData } from '../../../components/ui/Carousel';
import type { EventSummary } from '../../../components/ui/EventCard';
import { formatEventTime } from '../../../lib/dates';
import { ApiError } from '../../../lib/http';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useEvent } from '../api/getEvent';
import { EventPresenter } from '../components/EventPresenter';
import { MessagePage } from '../../../components/ui/MessagePage';

/** Event pictures are 8:3 (1600 x 600): shown whole at every width. */
const EVENT_ASPECT = { xs: '8 / 3', md: '8 / 3' };

function NotFound({ text }: { text: string }) {
  return <MessagePage title={text} back={{ to: paths.eventsUpcoming, label: Text.exploreEvents }} />;
}

function Line({ icon, children }: { icon: React.JSX.Element; children: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
      <Box aria-hidden sx={{ display: 'flex', pt: '2px' }}>{icon}</Box>
      <Typography component="div">{children}</Typography>
    </Stack>
  );
}

/** Event detail (/events/{id}, spec 001 §2.12): loading skeleton, loaded, error and not found. */
export default function EventDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const fromList = (location.state as { event?: EventSummary } | null)?.event;
  const detail = useEvent(id);
  // The card's event (route state) shows at once; the full record replaces it when it arrives.
  const event = detail.data ?? (fromList?._id === id ? fromList : undefined);
  useDocumentTitle(event?.title ?? Text.exploreEvents);

  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && (detail.error.httpStatus === 404 || detail.error.httpStatus === 400);
    return <NotFound text={notFound ? Text.eventNotFound : 'Something went wrong, please try again later.'} />;
  }

  if (!event) {
    return (
      <Box aria-busy="true" aria-label="Loading event" sx={{ pb: 6 }}>
        <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
          <CarouselSkeleton aspectRatio={EVENT_ASPECT} label="event pictures" />
        </Box>
        <Container maxWidth="lg" sx={{ pt: 3 }}>
          <Skeleton width="60%" height={56} />
          <Skeleton width="35%" />
          <Skeleton width="45%" />
          <Skeleton variant="rounded" height={96} sx={{ mt: 2 }} />
        </Container>
      </Box>
    );
  }

  const slides: CarouselSlideData[] = event.attachments.map((attachment, index) => ({
    key: `${attachment.url}-${index}`,
    desktopSrc: attachment.url,
    alt: `${event.title}, picture ${index + 1}`,
    href: attachment.customData?.redirectionUrl,
    openIn: attachment.customData?.openIn,
  }));
  const full = detail.data;

  return (
    <Box sx={{ pb: { xs: 5, md: 8 } }}>
      {slides.length > 0 ? (
        <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
          <Carousel slides={slides} label={`${event.title} pictures`} aspectRatio={EVENT_ASPECT} intervalMs={Timing.bannerInterval} />
        </Box>
      ) : null}
      <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.5rem' }, mb: 2 }}>
          {event.title}
        </Typography>
        <Stack spacing={1} sx={{ mb: 3 }}>
          <Line icon={<AccessTimeIcon fontSize="small" />}>
            <time dateTime={event.startTime}>{formatEventTime(event.startTime)}</time>
          </Line>
          <Line icon={<PlaceIcon fontSize="small" />}>{event.address.addressLine1}</Line>
          {full ? <Line icon={<StorefrontIcon fontSize="small" />}>Hosted by {full.businessDetails.name}</Line> : null}
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.75, maxWidth: 820, mb: 3 }}>{event.description}</Typography>
        {event.bookingUrl ? (
          <Button
            component="a"
            href={event.bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            size="large"
            endIcon={<OpenInNewIcon aria-hidden />}
          >
            {Text.purchaseTickets}
          </Button>
        ) : null}

        <Box component="section" aria-labelledby="event-presenters" sx={{ mt: { xs: 4, md: 6 } }}>
          <Typography id="event-presenters" variant="h2" sx={{ fontSize: { xs: '1.45rem', md: '1.8rem' }, mb: 2 }}>
            Somms, Experts and Collections
          </Typography>
          {full ? (
            full.associationDetails.associatedUsers.length > 0 ? (
              <Stack spacing={2}>
                {full.associationDetails.associatedUsers.map((presenter) => (
                  <EventPresenter key={presenter.userId} presenter={presenter} eventId={full._id} />
                ))}
              </Stack>
            ) : (
              <Typography color="text.secondary">The sommeliers for this event will be announced soon.</Typography>
            )
          ) : (
            <Stack spacing={2} aria-hidden>
              <Skeleton variant="rounded" height={160} />
              <Skeleton variant="rounded" height={160} />
            </Stack>
          )}
        </Box>
      </Container>
    </Box>
  );
}
