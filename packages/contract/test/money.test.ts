import { describe, expect, it } from 'vitest';
import { centsToPrice, formatCount, formatMoney, formatPrice, parsePrice } from '../src/money';

describe('parsePrice', () => {
  it.each([
    ['24.99', 2499],
    ['9', 900],
    ['9.5', 950],
    ['0.01', 1],
    ['300.00', 30000],
  ])('reads %s as %i cents', (price, cents) => expect(parsePrice(price)).toBe(cents));

  it.each(['', '-1', '1.999', 'abc', '1e3', ' 1', '0x10'])('refuses %j', (price) =>
    expect(() => parsePrice(price)).toThrow(RangeError));
});

describe('centsToPrice and formatMoney', () => {
  it('writes cents with two decimals', () => {
    expect(centsToPrice(2499)).toBe('24.99');
    expect(centsToPrice(5)).toBe('0.05');
    expect(centsToPrice(0)).toBe('0.00');
    expect(formatMoney(30000)).toBe('$300.00');
    expect(formatMoney(-150)).toBe('-$1.50');
  });

  it('separates thousands in every amount it shows (issue 29: "$28048.50")', () => {
    expect(formatMoney(2804850)).toBe('$28,048.50');
    expect(formatMoney(99999)).toBe('$999.99');
    expect(formatMoney(100000)).toBe('$1,000.00');
    expect(formatMoney(123456789012)).toBe('$1,234,567,890.12');
    expect(formatMoney(-2804850)).toBe('-$28,048.50');
    expect(formatPrice('28048.50')).toBe('$28,048.50');
  });

  it('drops ".00" from whole amounts only when asked (chart axes)', () => {
    expect(formatMoney(150000, { wholeDollars: true })).toBe('$1,500');
    expect(formatMoney(150050, { wholeDollars: true })).toBe('$1,500.50');
    expect(formatMoney(0, { wholeDollars: true })).toBe('$0');
  });

  it('round-trips every cent value of a range exactly', () => {
    for (let cents = 0; cents < 20_000; cents += 7) expect(parsePrice(centsToPrice(cents))).toBe(cents);
  });

  it('refuses fractional cents', () => expect(() => centsToPrice(1.5)).toThrow(RangeError));
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-25000, '-25,000'],
  ])('writes %i as %s, as en-US does', (count, written) => {
    expect(formatCount(count)).toBe(written);
    expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });
});
