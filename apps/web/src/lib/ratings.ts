import type { RatingSummary, WineRating } from '@wine/contract/reviews';

// Only types come from the contract's reviews module: its values load zod, and the cards that show
// a rating are on the home page's first screen.

/** "4.3": an average as the server keeps it, to one decimal. */
export const averageText = (average: number): string => average.toFixed(1);

/** What a screen reader hears for a wine's rating: "Rated 4.3 out of 5 from 12 reviews". */
export const ratingLabel = ({ average, count }: WineRating): string =>
  average === null ? 'Not rated yet' : `Rated ${averageText(average)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;

export interface DistributionBar {
  stars: number;
  count: number;
  /** The share of the reviews that gave this many stars, in whole percent. */
  percent: number;
}

/** The summary's bars, five stars first, as rating summaries are read. */
export function distributionBars({ distribution, count }: RatingSummary): DistributionBar[] {
  return distribution
    .map((starsCount, index) => ({ stars: index + 1, count: starsCount, percent: count > 0 ? Math.round((starsCount / count) * 100) : 0 }))
    .reverse();
}
