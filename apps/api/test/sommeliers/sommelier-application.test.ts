import type { OwnUser } from '@wine/contract/users';
import { ErrorCode } from '@wine/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { emailLinkFor, outboxFor, userRow, VERIFY_MAIL_SUBJECT } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { bearer, followEmailLink, insertAccount, signIn, signUp, signUpVerified } from '../helpers/users';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const { row, password } = await insertAccount(t.db, { roles: ['admin'] });
  admin = bearer(expectSuccess<{ token: string }>(await signIn(t.app, row.email, password)).token);
});
afterAll(() => t.close());

const patchUser = (id: string, payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers, payload: payload as object });

const regions = (n: number) =>
  ['Bordeaux', 'Burgundy', 'Champagne', 'Loire', 'Rhone', 'Rioja'].slice(0, n).map((title) => ({ title, isSelected: true }));

const application = (regionCount = 5) => ({
  type: 'sommelier',
  isActive: true,
  givenName: 'Rosa',
  familyName: 'Vidal',
  contactNumber: '2125550188',
  address: { fullAddress: 'Queens, NY' },
  coverPicture: '/media/uploads/cover.webp',
  bio: 'Ten years on the floor of a Queens wine bar.',
  customData: {
    profileOneLine: 'Natural wine, honest prices',
    wineCertifications: ['WSET Level 3'],
    awardsRecognition: [],
    affiliations: [],
    work: ['Wine bar manager'],
    regions: regions(regionCount),
    instagram: 'https://instagram.com/rosa',
  },
});

describe('the sommelier application', () => {
  it('puts the applicant in review; only an admin approves, and the applicant gets a mail', async () => {
    const applicant = await signUpVerified(t.app, t.db);
    const applied = expectSuccess<OwnUser>(await patchUser(applicant.user._id, application(), applicant.auth));
    expect(applied).toMatchObject({ type: 'sommelier', activeStatus: 'in-review', bio: application().bio });
    expect(applied.customData.regions).toHaveLength(5);
    expect(applied.customData.regions![0]).toEqual({ title: 'Bordeaux', isSelected: true, image: '/images/regions/Bordeaux.svg' });
    const stored = (await userRow(t.db, applicant.user._id)).customData as { regions: { image: string }[] };
    expect(stored.regions.map((option) => option.image)).toEqual(
      ['Bordeaux', 'Burgundy', 'Champagne', 'Loire', 'Rhone'].map((title) => `/images/regions/${title}.svg`),
    );

    expectFailure(await patchUser(applicant.user._id, { activeStatus: 'approved' }, applicant.auth), 403, ErrorCode.FORBIDDEN);
    expect((await userRow(t.db, applicant.user._id)).activeStatus).toBe('in-review');

    const listed = expectSuccess<{ data: OwnUser[] }>(
      await t.app.inject({ method: 'GET', url: '/api/admin/sommelier-applications?activeStatus=in-review', headers: admin }),
    );
    expect(listed.data.map((user) => user._id)).toContain(applicant.user._id);
    expectFailure(
      await t.app.inject({ method: 'GET', url: '/api/admin/sommelier-applications', headers: applicant.auth }),
      403,
      ErrorCode.FORBIDDEN,
    );

    const approved = expectSuccess<OwnUser>(await patchUser(applicant.user._id, { activeStatus: 'approved' }, admin));
    expect(approved.activeStatus).toBe('approved');
    const mails = await outboxFor(t.db, applicant.email);
    expect(mails.map((mail) => mail.subject)).toContain('Welcome to Sommlike: your sommelier application is approved');

    // Editing the sommelier profile later keeps the approval.
    const edited = expectSuccess<OwnUser>(await patchUser(applicant.user._id, { ...application(), bio: 'Now at a Brooklyn bistro.' }, applicant.auth));
    expect(edited).toMatchObject({ activeStatus: 'approved', bio: 'Now at a Brooklyn bistro.' });
  });

  it('refuses a region whose image is not the region\'s own picture, changing nothing', async () => {
    const applicant = await signUpVerified(t.app, t.db);
    const body = application();
    body.customData.regions[0] = { ...body.customData.regions[0]!, image: 'https://evil.example/x.png' } as (typeof body.customData.regions)[number];
    expectFailure(await patchUser(applicant.user._id, body, applicant.auth), 400, ErrorCode.VALIDATION_FAILED, "must be the region's own picture");
    expect((await userRow(t.db, applicant.user._id)).activeStatus).not.toBe('in-review');
  });

  it('waits for a verified email: refused with 403 before the link is followed, accepted after', async () => {
    const applicant = await signUp(t.app);
    expect(applicant.user.emailVerified).toBe(false);
    const before = await userRow(t.db, applicant.user._id);
    expectFailure(await patchUser(applicant.user._id, application(), applicant.auth), 403, ErrorCode.EMAIL_NOT_VERIFIED, 'Please verify your email');
    expect(await userRow(t.db, applicant.user._id)).toEqual(before);

    expectSuccess(await followEmailLink(t.app, (await emailLinkFor(t.db, applicant.email, VERIFY_MAIL_SUBJECT)).token));
    expect(expectSuccess<OwnUser>(await patchUser(applicant.user._id, application(), applicant.auth))).toMatchObject({
      type: 'sommelier',
      activeStatus: 'in-review',
      emailVerified: true,
    });
  });

  it('refuses fewer than 5 regions with the spec text, changing nothing', async () => {
    const applicant = await signUpVerified(t.app, t.db);
    const before = await userRow(t.db, applicant.user._id);
    expectFailure(await patchUser(applicant.user._id, application(4), applicant.auth), 400, ErrorCode.VALIDATION_FAILED, 'Please select atleast 5 regions');
    expect(await userRow(t.db, applicant.user._id)).toEqual(before);
  });

  it('requires About you and Profile one line', async () => {
    const applicant = await signUpVerified(t.app, t.db);
    expectFailure(await patchUser(applicant.user._id, { ...application(), bio: ' ' }, applicant.auth), 400, ErrorCode.VALIDATION_FAILED, 'About you is required');
    const noLine = { ...application(), customData: { ...application().customData, profileOneLine: '' } };
    expectFailure(await patchUser(applicant.user._id, noLine, applicant.auth), 400, ErrorCode.VALIDATION_FAILED, 'Profile one line is required');
    expect((await userRow(t.db, applicant.user._id)).type).toBe('user');
  });

  it('lets an admin reject, with a mail, and refuses deciding on users who never applied', async () => {
    const applicant = await signUpVerified(t.app, t.db);
    expectSuccess(await patchUser(applicant.user._id, application(), applicant.auth));
    expect(expectSuccess<OwnUser>(await patchUser(applicant.user._id, { activeStatus: 'rejected' }, admin)).activeStatus).toBe('rejected');
    expect((await outboxFor(t.db, applicant.email)).map((mail) => mail.subject)).toContain('Your Sommlike sommelier application');

    const bystander = await signUp(t.app);
    expectFailure(await patchUser(bystander.user._id, { activeStatus: 'approved' }, admin), 403, ErrorCode.NOT_A_SOMMELIER_ACCOUNT);
    expectFailure(await patchUser(applicant.user._id, { activeStatus: 'approved', givenName: 'X' }, admin), 400, ErrorCode.VALIDATION_FAILED);
    expect((await userRow(t.db, bystander.user._id)).activeStatus).toBeNull();
  });
});
