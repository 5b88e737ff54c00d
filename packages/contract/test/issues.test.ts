import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { humanFieldIssue, humanIssue } from '../src/issues';

const messageOf = (schema: z.ZodType, value: unknown, error = humanIssue) => schema.safeParse(value, { error }).error?.issues[0]?.message;

describe('field errors in words (issue 29: "Too big: expected string to have <=200 characters")', () => {
  it('says what each check expected', () => {
    expect(messageOf(z.string().max(200), 'x'.repeat(201))).toBe('must be at most 200 characters');
    expect(messageOf(z.string().min(10), 'short')).toBe('must be at least 10 characters');
    expect(messageOf(z.string().min(1), '')).toBe('is required');
    expect(messageOf(z.string(), undefined)).toBe('is required');
    expect(messageOf(z.string(), 42)).toBe('must be text');
    expect(messageOf(z.number().int(), 2.5)).toBe('must be a whole number');
    expect(messageOf(z.number().max(150), 151)).toBe('must be at most 150');
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('must have at most 2 items');
    expect(messageOf(z.email(), 'ada')).toBe('must be a valid email address');
    expect(messageOf(z.uuid(), 'x')).toBe('must be a valid id');
    expect(messageOf(z.literal('CARD'), 'card')).toBe('must be "CARD"');
    expect(messageOf(z.enum(['delivery', 'pickup']), 'ship')).toBe('must be one of "delivery", "pickup"');
    expect(messageOf(z.object({ a: z.string() }).strict(), { a: 'x', b: 1 })).toBe('"b" is not a field this accepts');
  });

  it('keeps a schema\'s own message', () => {
    expect(messageOf(z.string().max(3, 'Keep it short'), 'long')).toBe('Keep it short');
  });

  it('reads as a sentence under a form field', () => {
    expect(messageOf(z.string().max(200), 'x'.repeat(201), humanFieldIssue)).toBe('Must be at most 200 characters');
    expect(messageOf(z.string().min(1), '', humanFieldIssue)).toBe('Please fill this in');
  });
});
