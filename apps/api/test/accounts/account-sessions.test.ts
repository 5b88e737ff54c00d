import { ErrorCode } from '@wine/contract/errors';
import type { AccountSession } from '@wine/contract/users';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { deviceOf } from '../../src/modules/auth/sessions';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { bearer, signIn, signUp } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const listSessions = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user/sessions', headers });
const signOutOne = (id: string, headers: Record<string, string>) => t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${id}`, headers });
const signOutAll = (headers: Record<string, string>) => t.app.inject({ method: 'DELETE', url: '/api/user/sessions', headers });
const me = (id: string, headers: Record<string, string>) => t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers, payload: { bio: 'still me' } });

/** An account signed in on a phone and a laptop. */
async function accountOnTwoDevices() {
  const account = await signUp(t.app, {}, { remoteAddress: '203.0.113.10' });
  const onDevice = async (userAgent: string) => bearer(expectSuccess<{ token: string }>(await signIn(t.app, account.email, account.password, { 'user-agent': userAgent })).token);
  return { account, phone: await onDevice(PHONE), laptop: await onDevice(LAPTOP) };
}

describe('the account sessions', () => {
  it('lists where the account is signed in, with the device and the last use, the caller marked', async () => {
    const { account, phone, laptop } = await accountOnTwoDevices();
    const list = expectSuccess<{ sessions: AccountSession[] }>(await listSessions(laptop)).sessions;
    expect(list).toHaveLength(3);
    // The third is the sign-up's own session.
    expect(list.map((session) => session.device)).toEqual(expect.arrayContaining(['Chrome 126 on Windows 10', 'Safari 17 on iOS 17 (iPhone)']));
    expect(list.filter((session) => session.current)).toMatchObject([{ device: 'Chrome 126 on Windows 10', userAgent: LAPTOP }]);
    for (const session of list) expect(Date.parse(session.lastUsedAt)).toBeGreaterThan(0);

    // Using a session moves its last use (written at most every few minutes).
    await t.db.update(sessions).set({ lastUsedAt: sql`now() - interval '1 hour'` }).where(eq(sessions.userId, account.user._id));
    expectSuccess(await me(account.user._id, phone));
    const after = expectSuccess<{ sessions: AccountSession[] }>(await listSessions(laptop)).sessions;
    const ageMinutes = (device: string) => (Date.now() - Date.parse(after.find((session) => session.device === device)!.lastUsedAt)) / 60_000;
    expect(ageMinutes('Safari 17 on iOS 17 (iPhone)')).toBeLessThan(1);
    expect(after.filter((session) => !session.current && session.device !== 'Safari 17 on iOS 17 (iPhone)').map((session) => Math.round((Date.now() - Date.parse(session.lastUsedAt)) / 60_000))).toEqual([60]);
  });

  it('signs one device out, leaving the others', async () => {
    const { account, phone, laptop } = await accountOnTwoDevices();
    const list = expectSuccess<{ sessions: AccountSession[] }>(await listSessions(laptop)).sessions;
    const phoneSession = list.find((session) => session.device === 'Safari 17 on iOS 17 (iPhone)')!;
    expect(expectSuccess(await signOutOne(phoneSession._id, laptop))).toEqual({ message: 'Signed out of that device' });
    expectFailure(await me(account.user._id, phone), 401, ErrorCode.UNAUTHENTICATED);
    expectSuccess(await me(account.user._id, laptop));
    expectFailure(await signOutOne(phoneSession._id, laptop), 404, ErrorCode.NOT_FOUND);
  });

  it("cannot see or end another account's sessions", async () => {
    const victim = await accountOnTwoDevices();
    const stranger = await signUp(t.app);
    const victimSessions = expectSuccess<{ sessions: AccountSession[] }>(await listSessions(victim.laptop)).sessions;
    const strangerSessions = expectSuccess<{ sessions: AccountSession[] }>(await listSessions(stranger.auth)).sessions;
    expect(strangerSessions.map((session) => session._id)).not.toContain(victimSessions[0]!._id);
    expectFailure(await signOutOne(victimSessions[0]!._id, stranger.auth), 404, ErrorCode.NOT_FOUND);
    expectSuccess(await me(victim.account.user._id, victim.phone));
    expectSuccess(await me(victim.account.user._id, victim.laptop));
  });

  it('signs every device out at once', async () => {
    const { account, phone, laptop } = await accountOnTwoDevices();
    expect(expectSuccess(await signOutAll(phone))).toEqual({ message: 'Signed out of all devices' });
    for (const device of [phone, laptop, account.auth]) expectFailure(await me(account.user._id, device), 401, ErrorCode.UNAUTHENTICATED);
  });

  it('answers 401 without a session and 400 for a malformed id', async () => {
    expectFailure(await listSessions({}), 401, ErrorCode.UNAUTHENTICATED);
    expectFailure(await signOutAll({}), 401, ErrorCode.UNAUTHENTICATED);
    const account = await signUp(t.app);
    expectFailure(await signOutOne('not-an-id', account.auth), 400, ErrorCode.VALIDATION_FAILED);
  });
});

describe('a device name (issue 45)', () => {
  it('names the browser and system as people know them, never the raw client string', () => {
    expect(deviceOf(LAPTOP)).toBe('Chrome 126 on Windows 10');
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1')).toBe(
      'Safari 17.4 on iOS 17.4 (iPhone)',
    );
    expect(deviceOf('curl/7.88.1')).toBe('curl, not a web browser');
    expect(deviceOf('')).toBe('Unknown device');
    expect(deviceOf(null)).toBe('Unknown device');
  });
});
