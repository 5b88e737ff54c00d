import { describe, expect, it } from 'vitest';
import { paths, slugify } from '../src/routes';

describe('slugify', () => {
  it('replaces spaces and slashes with dashes', () => {
    expect(slugify('Château Margaux 2015')).toBe('Château-Margaux-2015');
    expect(slugify('Red / White  blend')).toBe('Red-White-blend');
  });
});

describe('paths', () => {
  it('builds the spec routes', () => {
    expect(paths.sommelier('abc', 'Claire Dubois')).toBe('/sommelier/abc/Claire-Dubois');
    expect(paths.wine('w1', 'Napa Cab 2019')).toBe('/wine/w1/Napa-Cab-2019');
  });
});
