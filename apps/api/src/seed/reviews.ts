import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { RATING_MAX } from '@wine/contract/reviews';
import { newId } from '../lib/ids';
import type { reviews } from '../db/schema';
import { randomFor } from './random';

const DAY_MS = 86_400_000;
/** The share of the demo's wines on sale that someone has rated. */
const REVIEWED_SHARE = 0.6;
/** Reviews are spread over this many days before the seed. */
const REVIEW_DAYS = 150;

/** What shoppers write, by stars; null stands for a rating without words. */
const SHOPPER_TEXTS: Record<number, (string | null)[]> = {
  1: ['Not for me: thin and sour, and the finish fades at once.', 'Corked, sadly. The retailer replaced it without fuss.', null],
  2: ['Drinkable but forgettable. I expected more at this price.', 'Too much oak for my taste, the fruit gets lost.', null],
  3: ['Decent weeknight bottle, nothing more.', 'Fine with food, a bit dull on its own.', 'Pleasant, though I would not buy it twice.', null],
  4: ['Lovely with roast chicken. Bright fruit and a clean finish.', 'Opened up nicely after half an hour in the glass.', 'Great value, we finished the bottle far too quickly.', null],
  5: ['Outstanding. Layers of dark fruit and spice, a finish that goes on and on.', 'Our new house favourite: everyone at the table asked what it was.', 'Worth every cent. Buying a case for the holidays.', null],
};

/** What sommeliers write: fewer ratings without words, more about structure and food. */
const SOMMELIER_TEXTS: Record<number, string[]> = {
  1: ['Faulty on two bottles: oxidised and flat. Skip this vintage.'],
  2: ['Hollow mid-palate and a hot finish; the alcohol shows. There are better bottles at this price.'],
  3: ['Correct and clean, if simple. A by-the-glass wine; serve it a little cool.'],
  4: ['Good typicity, ripe but fresh, fine-grained tannins. Decant for an hour and pour it with braised meats.', 'Precise and lively, with a saline edge. A smart pick for seafood.'],
  5: ['Benchmark quality: vivid fruit, seamless structure, a long mineral finish. Will reward five more years in the cellar.', 'Textbook and thrilling. This is what the region does best; I pour it for guests who think they know it.'],
};

export interface DemoReviewer {
  id: string;
  isSommelier: boolean;
}

export interface DemoWine {
  id: string;
}

export interface DemoReviews {
  reviews: (typeof reviews.$inferInsert)[];
  /** Each reviewed wine's star counts, as the reviews make them (the wine rows carry them). */
  distributions: Map<string, number[]>;
}

/**
 * The demo's ratings and reviews (issue 20): about 60% of the wines on sale rated by the demo shoppers
 * and sommeliers (the approved ones listed first with their badge), stars leaning to each wine's own
 * quality, and `buyer`'s of each wine of her delivered order (`purchased`, seed/delivered-order.ts), which
 * show as verified purchases. Content is the same on every run; ids and dates are not.
 */
export function planDemoReviews(
  now: Date,
  wines: readonly DemoWine[],
  reviewers: readonly DemoReviewer[],
  buyer: DemoReviewer,
  purchased: ReadonlySet<string>,
): DemoReviews {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const planned: { wineId: string; userId: string; rating: number; text: string | null; bySommelier: boolean; daysAgo: number }[] = [];

  wines.forEach((wine, index) => {
    const rng = randomFor(`review:${index}`);
    const bought = purchased.has(wine.id);
    if (!bought && !rng.chance(REVIEWED_SHARE)) return;
    const quality = 1.6 + 3.3 * rng.next();
    const authors = rng.sample(reviewers.filter((reviewer) => reviewer.id !== buyer.id), rng.int(1, 6));
    const written = new Set<string>();
    for (const author of bought ? [buyer, ...authors] : authors) {
      const rating = Math.min(RATING_MAX, Math.max(1, Math.round(quality + (rng.next() - 0.5) * 2.4)));
      // No two reviews of one wine say the same words: a second one of those stars rates without them.
      const unwritten = (author.isSommelier ? SOMMELIER_TEXTS : SHOPPER_TEXTS)[rating]!.filter((words) => words === null || !written.has(words));
      const text = unwritten.length > 0 ? rng.pick(unwritten) : null;
      if (text !== null) written.add(text);
      // The buyer reviews after her order was picked up (three weeks ago).
      const daysAgo = author === buyer ? rng.int(1, 15) : rng.int(1, REVIEW_DAYS);
      planned.push({ wineId: wine.id, userId: author.id, rating, text, bySommelier: author.isSommelier, daysAgo });
    }
  });

  // Ids in the order the reviews were written: the wine page's "newest" is id order.
  planned.sort((a, b) => b.daysAgo - a.daysAgo);
  const distributions = new Map<string, number[]>();
  for (const review of planned) {
    const distribution = distributions.get(review.wineId) ?? Array.from({ length: RATING_MAX }, () => 0);
    distribution[review.rating - 1]! += 1;
    distributions.set(review.wineId, distribution);
  }
  return {
    reviews: planned.map(({ daysAgo, ...review }) => ({ id: newId(), tenantId: SHOP_TENANT_ID, ...review, createdAt: at(daysAgo), updatedAt: at(daysAgo) })),
    distributions,
  };
}
