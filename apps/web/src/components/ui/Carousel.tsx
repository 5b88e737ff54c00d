import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { Timing } from '@wine/contract/constants';
import { CarouselSlide, type CarouselSlideData } from './carouselSlide';

export type { CarouselSlideData } from './carouselSlide';

/**
 * embla (and its autoplay) load when the first slide has had its time on screen: until the first
 * move, a slide needs no script, and the page's first load does not carry embla (DESIGN §9).
 */
const CarouselTrack = lazy(() => import('./CarouselTrack'));

interface Props {
  slides: CarouselSlideData[];
  /** The carousel's accessible name. */
  label: string;
  /** The box's aspect ratio per breakpoint: the height is reserved before any image loads. */
  aspectRatio: { xs: string; md: string };
  intervalMs?: number;
  /** The first slide is the page's largest image: load it at once. */
  eager?: boolean;
}

/**
 * An auto-playing, looping carousel with no arrows, thumbnails or status (spec 000 §2.3): a
 * slide every 3 s. Only the slide on screen is reachable (the others are inert).
 */
export function Carousel({ slides, label, aspectRatio, intervalMs = Timing.bannerInterval, eager = true }: Props) {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const rotates = slides.length > 1;

  useEffect(() => {
    if (!rotates) return undefined;
    const timer = setTimeout(() => setReady(true), intervalMs);
    return () => clearTimeout(timer);
  }, [rotates, intervalMs]);

  const first = slides[0];
  const placeholder = first ? (
    <Box sx={{ width: '100%', height: '100%' }} role="group" aria-roledescription="slide" aria-label={`1 of ${slides.length}`}>
      <CarouselSlide slide={first} eager={eager} priority={eager} onNavigate={(href) => navigate(href)} />
    </Box>
  ) : null;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      sx={{ position: 'relative', width: '100%', aspectRatio, overflow: 'hidden', bgcolor: '#efe6e7' }}
    >
      {ready && rotates ? (
        <Suspense fallback={placeholder}>
          <CarouselTrack slides={slides} intervalMs={intervalMs} eager={eager} moveAtOnce onNavigate={(href) => navigate(href)} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}

/** The reserved box shown while the slides themselves load. */
export function CarouselSkeleton({ aspectRatio, label }: { aspectRatio: { xs: string; md: string }; label: string }) {
  return <Box role="status" aria-label={`Loading ${label}`} sx={{ width: '100%', aspectRatio, bgcolor: '#efe6e7' }} />;
}
