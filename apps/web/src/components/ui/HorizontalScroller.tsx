import { Children, isValidElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

/** Horizontal lists scroll by 700 px with arrow buttons (spec 000 §2.3, §9). */
export const SCROLL_STEP_PX = 700;

interface Props {
  /** Names the list for assistive technology, e.g. "Wine By Moments". */
  label: string;
  children: ReactNode;
  /** Gap between items in theme spacing units. */
  gap?: number;
}

/**
 * A row that scrolls sideways: the left arrow shows once scrolled, the right arrow hides at the end.
 * Touch users swipe; the arrows are for pointers and keyboards.
 */
export function HorizontalScroller({ label, children, gap = 2 }: Props) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [canLeft, setCanLeft] = useState(false);
  const [canRight, setCanRight] = useState(false);

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setCanLeft(track.scrollLeft > 1);
    setCanRight(track.scrollLeft + track.clientWidth < track.scrollWidth - 1);
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    // The observer reports every observed box once after layout: reading the sizes here instead
    // would force a layout in the middle of the first render (a long task on a phone).
    const observer = new ResizeObserver(update);
    observer.observe(track);
    Array.from(track.children).forEach((child) => observer.observe(child));
    return () => observer.disconnect();
  }, [update, children]);

  const scrollBy = (direction: 1 | -1) => {
    trackRef.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });
  };

  const arrowSx = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    zIndex: 1,
    bgcolor: 'background.paper',
    boxShadow: 2,
    '&:hover': { bgcolor: 'background.paper' },
    display: { xs: 'none', sm: 'inline-flex' },
  } as const;

  return (
    <Box sx={{ position: 'relative' }}>
      {canLeft ? (
        <IconButton aria-label={`Scroll ${label} left`} onClick={() => scrollBy(-1)} sx={{ ...arrowSx, left: -8 }}>
          <ChevronLeftIcon />
        </IconButton>
      ) : null}
      <Box
        ref={trackRef}
        role="list"
        aria-label={label}
        onScroll={update}
        sx={{
          display: 'flex',
          gap,
          overflowX: 'auto',
          // No scroll snapping: it would move each arrow step to the nearest card edge, not 700 px.
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          pb: 1,
          '& > *': { flex: '0 0 auto' },
        }}
      >
        {Children.toArray(children).map((child, index) => (
          <Box role="listitem" key={isValidElement(child) && child.key !== null ? child.key : index}>
            {child}
          </Box>
        ))}
      </Box>
      {canRight ? (
        <IconButton aria-label={`Scroll ${label} right`} onClick={() => scrollBy(1)} sx={{ ...arrowSx, right: -8 }}>
          <ChevronRightIcon />
        </IconButton>
      ) : null}
    </Box>
  );
}
