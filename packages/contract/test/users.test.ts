import { describe, expect, it } from 'vitest';
import { contactNumber } from '../src/fields';
import { registerBody, resetPasswordBody, userUpdateBody } from '../src/users';

describe('contactNumber', () => {
  it('prefixes +1 unless present', () => {
    expect(contactNumber.parse('2125550101')).toBe('+12125550101');
    expect(contactNumber.parse('+12125550101')).toBe('+12125550101');
  });

  it.each(['212555010', '21255501011', '212555010e', '212 555 0101', ''])('refuses %j with the spec text', (value) => {
    const result = contactNumber.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Phone number must be of 10 digits');
  });
});

describe('registerBody', () => {
  const valid = { email: 'A@Example.com ', password: 'Secret123!', givenName: 'Ann', familyName: 'Lee' };

  it('lowercases and trims the email', () => expect(registerBody.parse(valid).email).toBe('a@example.com'));

  it('refuses spaces inside names', () =>
    expect(registerBody.safeParse({ ...valid, givenName: 'Ann Marie' }).success).toBe(false));

  it('refuses unknown types', () => expect(registerBody.safeParse({ ...valid, type: 'sommelier' }).success).toBe(false));
});

describe('resetPasswordBody', () => {
  it('requires both copies to match, with the spec text', () => {
    const result = resetPasswordBody.safeParse({ newPassword: 'Secret123!', newPasswordCopy: 'Secret123?', email: 'a@b.co', token: 't' });
    expect(result.error?.issues[0]?.message).toBe('Passwords do not match.');
  });
});

describe('userUpdateBody', () => {
  it.each(['roles', 'activeStatus', 'type', 'isActive', 'tenantId'])('refuses %s', (key) =>
    expect(userUpdateBody.safeParse({ [key]: 'x' }).success).toBe(false));

  it('accepts clearing the featured collection', () =>
    expect(userUpdateBody.safeParse({ customData: { featuredCollection: null } }).success).toBe(true));
});
