import { RATING_MAX } from '@wine/contract/reviews';
import { randomFor } from './random';

/** The share of a large catalogue's wines that someone has rated: most of a big shop's wines never are. */
const RATED_SHARE = 0.35;
/** The most reviews a generated wine has. */
const REVIEWS_MAX = 60;

/**
 * The star counts of generated wine number `index` in a large catalogue (the bench's `--wines`):
 * set on the row in bulk, without review rows, so the rating sorts and the "4 stars and up" filter
 * are measured over a realistic spread: a third rated, few reviews each, averages leaning to 4.
 * The demo wines' ratings come from their seeded reviews instead (seed/reviews.ts).
 */
export function ratingDistributionAt(index: number): number[] {
  const rng = randomFor(`rating:${index}`);
  const distribution: number[] = Array.from({ length: RATING_MAX }, () => 0);
  if (!rng.chance(RATED_SHARE)) return distribution;
  // Few reviews for most wines, many for a few.
  const reviews = 1 + Math.floor(REVIEWS_MAX * rng.next() ** 3);
  const quality = 2.5 + 2.4 * rng.next();
  for (let n = 0; n < reviews; n++) {
    const stars = Math.min(RATING_MAX, Math.max(1, Math.round(quality + (rng.next() - 0.5) * 2.5)));
    distribution[stars - 1]! += 1;
  }
  return distribution;
}
