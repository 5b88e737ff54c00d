import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { HomeSection } from './HomeSection';
import { HorizontalScroller } from './HorizontalScroller';
import { SectionTitle } from './SectionTitle';

interface Props<T> {
  /** The title's id, which names the section. */
  titleId: string;
  /** The section's title, which also names its scroller. */
  title: string;
  /** Where the title leads: the whole list. */
  to: string;
  /** The cards' records as they load. */
  query: { isError: boolean; data: T[] | undefined };
  keyOf: (item: T) => string;
  cardWidth: { xs: number; sm: number };
  card: (item: T) => ReactNode;
  /** How many `skeleton` cards stand in for the cards while they load. */
  skeletons: number;
  skeleton: ReactNode;
}

/**
 * A home page row (spec 000 §2.3, §9): the title linking to the whole list, then the cards in a horizontal
 * scroller, or skeleton cards while they load. A row whose load failed or found nothing steps aside: a failed
 * load shows nothing specific (§8).
 */
export function HomeCardRow<T>({ titleId, title, to, query, keyOf, cardWidth, card, skeletons, skeleton }: Props<T>) {
  const items = query.data;
  if (query.isError || items?.length === 0) return null;
  return (
    <HomeSection labelledBy={titleId}>
      <SectionTitle id={titleId} to={to}>
        {title}
      </SectionTitle>
      {items ? (
        <HorizontalScroller label={title}>
          {items.map((item) => (
            <Box key={keyOf(item)} sx={{ width: cardWidth, height: '100%' }}>
              {card(item)}
            </Box>
          ))}
        </HorizontalScroller>
      ) : (
        <Box aria-busy="true" aria-label={`${title}, loading`} sx={{ display: 'flex', gap: 2, overflow: 'hidden', pb: 1 }}>
          {Array.from({ length: skeletons }, (_, index) => (
            <Box key={index} sx={{ width: cardWidth, flex: '0 0 auto' }}>
              {skeleton}
            </Box>
          ))}
        </Box>
      )}
    </HomeSection>
  );
}
