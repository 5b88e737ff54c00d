import { describe, expect, it } from 'vitest';
import { REGIONS, REGIONS_BY_NAME } from '../src/constants';

describe('REGIONS_BY_NAME', () => {
  it('lists every region once, in the order a US-English reader expects', () => {
    // Code-unit order stands in for the collator only while the names stay plain ASCII.
    expect(REGIONS_BY_NAME).toEqual([...REGIONS].sort((a, b) => a.localeCompare(b, 'en-US')));
    expect(new Set(REGIONS_BY_NAME).size).toBe(REGIONS.length);
  });
});
