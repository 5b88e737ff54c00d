import { describe, expect, it } from 'vitest';
import { moneyAxis } from '../src/lib/moneyAxis';

const labels = (values: number[]) => {
  const axis = moneyAxis(values);
  return axis.tickInterval.map(axis.valueFormatter);
};

describe('a chart\'s money axis (issue 29: "$0, $1, $1, $2")', () => {
  it('ticks at whole, distinct dollar steps for amounts of a few dollars', () => {
    expect(labels([150, 75])).toEqual(['$0', '$1', '$2']);
    expect(labels([0])).toEqual(['$0', '$1']);
    expect(labels([])).toEqual(['$0', '$1']);
  });

  it('takes steps of 1, 2 or 5 times a power of ten, with separators', () => {
    expect(labels([2804850])).toEqual(['$0', '$10,000', '$20,000', '$30,000']);
    expect(labels([73000])).toEqual(['$0', '$200', '$400', '$600', '$800']);
    expect(labels([999])).toEqual(['$0', '$5', '$10']);
  });

  it('reaches below zero when a value does (a day of refunds)', () => {
    expect(labels([-1500, 3000])).toEqual(['-$20', '$0', '$20', '$40']);
  });

  it('covers every value, and every tick is distinct', () => {
    for (const high of [1, 99, 101, 450, 12345, 987654321]) {
      const axis = moneyAxis([high]);
      expect(axis.max).toBeGreaterThanOrEqual(high);
      expect(new Set(axis.tickInterval.map(axis.valueFormatter)).size).toBe(axis.tickInterval.length);
      expect(axis.tickInterval.every((tick) => tick % 100 === 0)).toBe(true);
    }
  });
});
