import { describe, expect, it } from 'vitest';
import { stockNote } from '../src/lib/stock';

describe("a wine card's stock note", () => {
  it('says "Out of stock" at none, "Only N left" at 5 or fewer, nothing above or without a count', () => {
    expect(stockNote(0)).toBe('Out of stock');
    expect(stockNote(1)).toBe('Only 1 left');
    expect(stockNote(5)).toBe('Only 5 left');
    expect(stockNote(6)).toBeNull();
    expect(stockNote(undefined)).toBeNull();
  });
});
