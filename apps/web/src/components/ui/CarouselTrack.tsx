import { useEffect, useRef, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import Box from '@mui/material/Box';
import { CarouselSlide, type CarouselSlideData } from './carouselSlide';

interface Props {
  slides: CarouselSlideData[];
  intervalMs: number;
  eager: boolean;
  /** The first slide has already been shown for an interval: move on as soon as embla is ready. */
  moveAtOnce: boolean;
  onNavigate: (href: string) => void;
}

/** The embla part of Carousel, loaded on its own so that the first paint does not wait for it. */
export default function CarouselTrack({ slides, intervalMs, eager, moveAtOnce, onNavigate }: Props) {
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true }, [
    Autoplay({ delay: intervalMs, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: true }),
  ]);
  const [selected, setSelected] = useState(0);
  const moved = useRef(false);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect);
    if (moveAtOnce && !moved.current) {
      moved.current = true;
      emblaApi.scrollNext();
    }
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi, moveAtOnce]);

  return (
    <Box ref={emblaRef} sx={{ overflow: 'hidden', width: '100%', height: '100%' }}>
      <Box sx={{ display: 'flex', height: '100%', touchAction: 'pan-y pinch-zoom' }}>
        {slides.map((slide, index) => (
          <Box
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            data-selected={index === selected}
            inert={index !== selected}
            sx={{ flex: '0 0 100%', minWidth: 0, height: '100%' }}
          >
            <CarouselSlide slide={slide} eager priority={eager && index === 0} onNavigate={onNavigate} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
