import { CATALOGUE_TOTAL_CAP } from '@wine/contract/constants';
import { describe, expect, it } from 'vitest';
import { wineCount } from '../src/features/catalogue/wineCount';

describe('a wine list\'s size', () => {
  it('counts exactly under the cap and says "or more" at it', () => {
    expect(wineCount(0)).toBe('0 wines');
    expect(wineCount(1)).toBe('1 wine');
    expect(wineCount(24)).toBe('24 wines');
    expect(wineCount(CATALOGUE_TOTAL_CAP - 1)).toBe('999 wines');
    expect(wineCount(CATALOGUE_TOTAL_CAP)).toBe('1,000+ wines');
  });
});
