import { describe, expect, it } from 'vitest';
import { wineCount } from '../src/features/catalogue/wineCount';

describe('a wine list\'s size', () => {
  it('counts exactly', () => {
    expect(wineCount(0)).toBe('0 wines');
    expect(wineCount(1)).toBe('1 wine');
    expect(wineCount(24)).toBe('24 wines');
    expect(wineCount(12_345)).toBe('12,345 wines');
  });
});
