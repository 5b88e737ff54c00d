import { describe, expect, it } from 'vitest';
import { averageText, distributionBars, ratingLabel } from '../src/lib/ratings';

describe('a wine rating as shown', () => {
  it('keeps one decimal, also for whole averages', () => {
    expect(averageText(4.25)).toBe('4.3');
    expect(averageText(4)).toBe('4.0');
  });

  it('reads out the average and how many reviews gave it', () => {
    expect(ratingLabel({ average: 4.3, count: 12 })).toBe('Rated 4.3 out of 5 from 12 reviews');
    expect(ratingLabel({ average: 5, count: 1 })).toBe('Rated 5.0 out of 5 from 1 review');
    expect(ratingLabel({ average: null, count: 0 })).toBe('Not rated yet');
  });
});

describe('the rating summary bars', () => {
  it('start with five stars, each with its count and share of the reviews', () => {
    // Two 1-star, one 3-star, five 4-star and four 5-star reviews.
    expect(distributionBars({ average: 3.8, count: 12, distribution: [2, 0, 1, 5, 4] })).toEqual([
      { stars: 5, count: 4, percent: 33 },
      { stars: 4, count: 5, percent: 42 },
      { stars: 3, count: 1, percent: 8 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 2, percent: 17 },
    ]);
  });

  it('are empty for a wine nobody rated', () => {
    expect(distributionBars({ average: null, count: 0, distribution: [0, 0, 0, 0, 0] }).map((bar) => bar.percent)).toEqual([0, 0, 0, 0, 0]);
  });
});
