import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

// What the storefront's cards (events, posts, sommeliers) share: the picture on top and the skeleton that stands in while they load.

interface CoverProps {
  src: string | null | undefined;
  /** The picture's shape, e.g. "8 / 3"; the tinted box keeps it when there is no picture. */
  ratio: string;
  /** The picture's size as stored, which reserves its place before it loads. */
  width: number;
  height: number;
  /** Loaded at once: a card in the first screen. */
  eager: boolean;
  /** The picture's text, when it says more than the card's title. */
  alt?: string;
  /** Drawn in the middle of the tinted box when there is no picture (a sommelier's initials). */
  fallback?: ReactNode;
}

/** A card's picture across its width, or the tinted box of its shape (with `fallback`, if any) when it has none. */
export function CardCover({ src, ratio, width, height, eager, alt = '', fallback }: CoverProps) {
  return (
    <Box sx={{ aspectRatio: ratio, bgcolor: '#efe6e7', ...(fallback === undefined ? {} : { display: 'grid', placeItems: 'center' }) }}>
      {src ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        fallback
      )}
    </Box>
  );
}

/** A card's stand-in while it loads, hidden from screen readers: the picture's shape, then `children` (the text lines' skeletons). */
export function CardSkeleton({ ratio, children }: { ratio: string; children: ReactNode }) {
  return (
    <Card variant="outlined" aria-hidden sx={{ borderRadius: 2 }}>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: ratio }} />
      {children}
    </Card>
  );
}
