import { describe, expect, it } from 'vitest';
import { id } from '../src/envelope';
import { isIdShaped, paths, slugify } from '../src/routes';

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

describe('isIdShaped', () => {
  it.each([
    '01a227ef-9e50-7727-9e03-961de20f0a7c',
    '01A227EF-9E50-7727-9E03-961DE20F0A7C',
    '3b241101-e2bb-4255-8caf-4136c566a962',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '',
    'claire',
    '01a227ef-9e50-7727-9e03-961de20f0a7',
    '01a227ef-9e50-7727-9e03-961de20f0a7cc',
    '01a227ef9e5077279e03961de20f0a7c',
    '01a227ef-9e50-9727-9e03-961de20f0a7c',
    '01a227ef-9e50-7727-7e03-961de20f0a7c',
    '01a227ef-9e50-7727-9e03-961de20f0a7g',
    ' 01a227ef-9e50-7727-9e03-961de20f0a7c',
  ])('agrees with the wire id schema on %j', (text) => {
    expect(isIdShaped(text)).toBe(id.safeParse(text).success);
  });
});
