import { TRACKING_KEY_MAX_LENGTH, TRACKING_PARAMS_MAX, TRACKING_VALUE_MAX_LENGTH, registerBody } from '@wine/contract/users';
import { describe, expect, it } from 'vitest';
import { readTrackingParams } from '../src/features/auth/utils/trackingParams';

describe('the tracking parameters a sign-up sends', () => {
  it('are the utm_* ones, bounded as the API takes them, whatever the address held', () => {
    const many = Array.from({ length: 30 }, (_, i) => `utm_p${i}=${'v'.repeat(TRACKING_VALUE_MAX_LENGTH + 50)}`).join('&');
    const params = readTrackingParams(`?q=1&utm_${'k'.repeat(TRACKING_KEY_MAX_LENGTH)}=x&${many}`)!;
    expect(Object.keys(params)).toHaveLength(TRACKING_PARAMS_MAX);
    expect(Object.keys(params)[0]).toBe('utm_p0');
    expect(Object.values(params).every((value) => value.length === TRACKING_VALUE_MAX_LENGTH)).toBe(true);
    const body = { email: 'ann@example.com', password: 'Secret123!', givenName: 'Ann', familyName: 'Lee', trackingParams: params };
    expect(registerBody.safeParse(body).success).toBe(true);
    expect(readTrackingParams('?q=1')).toBeNull();
  });
});
