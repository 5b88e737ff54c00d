import { formatMoney, type Cents } from '@wine/contract/money';

/** About this many steps between the axis's ends: enough to read a bar, few enough to stay legible. */
const STEPS = 4;
const DOLLAR = 100;

/** The smallest step of 1, 2 or 5 times a power of ten dollars that covers `span` in `STEPS` steps. */
function stepFor(spanCents: number): Cents {
  for (let power = DOLLAR; ; power *= 10) {
    for (const factor of [1, 2, 5]) {
      if (factor * power * STEPS >= spanCents) return factor * power;
    }
  }
}

/**
 * A money axis for a chart of `values` (cents): ticks at whole, distinct dollar steps ($0, $1, $2, or
 * $0, $500, $1,000...) from the lowest value (or 0) to just past the highest, each shown once. Rounding
 * the chart library's own ticks to dollars showed "$0, $1, $1, $2" for amounts under a few dollars.
 */
export function moneyAxis(values: readonly Cents[]) {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const step = stepFor(Math.max(high - low, DOLLAR));
  const min = Math.floor(low / step) * step;
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  const ticks: Cents[] = [];
  for (let tick = min; tick <= max; tick += step) ticks.push(tick);
  return { min, max, tickInterval: ticks, valueFormatter: (cents: Cents) => formatMoney(cents, { wholeDollars: true }) };
}
