import { describe, expect, it } from 'vitest';
import { DEMO_WINES } from '../../src/seed/demo-shop';
import { wineAt } from '../../src/seed/wines';

/** The "Drink:" line of a wine's generated notes. */
const drinkLine = (notes: string) => /<li><strong>Drink:<\/strong> ([^<]*)<\/li>/.exec(notes)?.[1] ?? '';

describe("the demo wines' tasting notes (issue 45)", () => {
  const thisYear = new Date().getUTCFullYear();
  const wines = Array.from({ length: DEMO_WINES }, (_, index) => wineAt(index));

  it('never tell a shopper to drink a wine by a year already past', () => {
    for (const wine of wines) {
      const years = [...drinkLine(wine.tastingNotes).matchAll(/\d{4}/g)].map(([year]) => Number(year));
      for (const year of years) expect(year, `${wine.title}: ${drinkLine(wine.tastingNotes)}`).toBeGreaterThanOrEqual(thisYear);
      if (wine.vintage !== 'NV') for (const year of years) expect(year).toBeGreaterThan(Number(wine.vintage));
    }
  });

  it('keep a Barolo for decades after its vintage, and a young one until it is ready', () => {
    const barolos = wines.filter((wine) => wine.varietal === 'Nebbiolo' && wine.color === 'Red' && wine.vintage !== 'NV');
    expect(barolos.length).toBeGreaterThan(0);
    for (const wine of barolos) {
      const years = [...drinkLine(wine.tastingNotes).matchAll(/\d{4}/g)].map(([year]) => Number(year));
      expect(Math.max(...years), wine.title).toBeGreaterThanOrEqual(Number(wine.vintage) + 20);
      if (Number(wine.vintage) + 8 > thisYear) expect(drinkLine(wine.tastingNotes)).toMatch(new RegExp(`^from ${Number(wine.vintage) + 8} through`));
    }
  });
});
