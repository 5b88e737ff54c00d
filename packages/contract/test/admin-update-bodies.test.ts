import { describe, expect, it } from 'vitest';
import { adminEventUpdateBody } from '../src/admin/events';
import { bannerUpdateBody } from '../src/admin/posts';
import { adminWineUpdateBody } from '../src/admin/wines';

// The console's PATCH bodies share one rule (updateBodyOf): any of the create body's fields, at
// least one, nothing the create body does not know.
describe.each([
  ['an event', adminEventUpdateBody],
  ['a banner', bannerUpdateBody],
  ['a wine', adminWineUpdateBody],
])('the update body of %s', (_name, schema) => {
  it('takes one field alone', () => {
    expect(schema.safeParse({ isActive: false }).success).toBe(true);
  });

  it('refuses an empty body, saying what to send', () => {
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Send at least one field to change']);
  });

  it('refuses a field the create body does not know', () => {
    const result = schema.safeParse({ isActive: true, owner: 'someone' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});
