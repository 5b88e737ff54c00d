import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { MOBILE_BREAKPOINT_PX } from '@wine/contract/constants';
import { isLinkUrl } from '@wine/contract/links';

export interface CarouselSlideData {
  key: string;
  /** Shown from 768 px up (the first attachment). */
  desktopSrc: string;
  /** Shown under 768 px (the second attachment), when there is one. */
  mobileSrc?: string;
  alt: string;
  /** Where a click leads, and whether in a new window (`new_window`) or this one. */
  href?: string;
  openIn?: 'new_window' | 'same_window';
}

export const MOBILE_MEDIA = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

interface SlideProps {
  slide: CarouselSlideData;
  eager: boolean;
  /** The page's largest image: fetched first. */
  priority?: boolean;
  onNavigate: (href: string) => void;
}

/** One slide: the right image for the screen (picture/source, so only that one loads) and its link. */
export function CarouselSlide({ slide, eager, priority = false, onNavigate }: SlideProps) {
  // Links are checked when stored (decision 0024); one stored before that is shown without its link.
  const href = slide.href && isLinkUrl(slide.href) ? slide.href : undefined;
  const image = (
    <Box component="picture" sx={{ display: 'block', width: '100%', height: '100%' }}>
      {slide.mobileSrc ? <source media={MOBILE_MEDIA} srcSet={slide.mobileSrc} /> : null}
      <Box
        component="img"
        src={slide.desktopSrc}
        alt={href ? '' : slide.alt}
        width={1600}
        height={500}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        draggable={false}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', userSelect: 'none' }}
      />
    </Box>
  );
  if (!href) return image;
  const newWindow = slide.openIn === 'new_window';
  const internal = href.startsWith('/');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (newWindow || !internal || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <Box
      component="a"
      href={href}
      aria-label={newWindow ? `${slide.alt} (opens in a new window)` : slide.alt}
      {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={onClick}
      sx={{ display: 'block', width: '100%', height: '100%' }}
    >
      {image}
    </Box>
  );
}
