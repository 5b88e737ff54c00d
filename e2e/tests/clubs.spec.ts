import { callAs, registerThroughApi, signInThroughApi } from '../support/api';
import { sql } from '../support/db';
import { demoAccounts, expect, logInThroughPopup, newUser, test } from '../support/fixtures';
import { runChargeJob, runClubCycleJob } from '../support/jobs';
import { screenshots } from '../support/snap';

const snap = screenshots('clubs');

/** The demo sommelier's club with the demo retailer (seed/clubs.ts). */
async function hudsonClub(): Promise<{ id: string; name: string }> {
  const [club] = await sql<{ id: string; name: string }>("SELECT id, name FROM clubs WHERE name = 'Hudson Valley Discovery Box'");
  if (!club) throw new Error('the demo club is not seeded');
  return club;
}

test('a shopper joins a club, skips the next box, pauses, resumes and cancels, one click each', async ({ page, request }) => {
  const club = await hudsonClub();
  const shopper = newUser('club-member');
  const { token, userId } = await registerThroughApi(request, shopper);
  await sql('UPDATE users SET email_verified_at = now() WHERE id = $1', [userId]);
  const setup = await callAs<{ txnId: string; stripe_data: { client_secret: string } }>(request, token, 'post', `/api/user/${userId}/add-card/initialize`);
  const verified = await request.post('/api/payments/test/confirm-setup', {
    data: { clientSecret: setup.stripe_data.client_secret, number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
  });
  expect(verified.ok()).toBe(true);
  await callAs(request, token, 'post', `/api/user/${userId}/add-card/complete`, { txnId: setup.txnId });

  await logInThroughPopup(page, shopper, `/clubs/${club.id}`);
  await expect(page.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Past boxes' })).toBeVisible();
  const join = page.getByRole('form', { name: 'Join the club' });
  await expect(join).toContainText('Your first box is placed on');
  const joinButton = join.getByRole('button', { name: /^Join for/ });
  await expect(joinButton).toBeDisabled();
  await join.getByRole('checkbox', { name: 'I am 21 or over' }).check();
  await snap(page, 'join');
  await joinButton.click();

  const membership = page.getByTestId(`membership-${club.id}`);
  await expect(membership).toContainText('Active');
  await expect(membership).toContainText('Next box placed on');
  await membership.getByRole('button', { name: 'Skip next box' }).click();
  await expect(membership).toContainText('You skipped the box of');
  await membership.getByRole('button', { name: 'Pause' }).click();
  await expect(membership).toContainText('Paused');
  await membership.getByRole('button', { name: 'Resume' }).click();
  await expect(membership).toContainText('Active');
  await snap(page, 'member');

  await page.goto('/profile/clubs');
  const mine = page.getByTestId(`membership-${club.id}`);
  await mine.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(mine).toContainText('Cancelled');
  const [stored] = await sql<{ status: string }>('SELECT status FROM club_memberships WHERE user_id = $1', [userId]);
  expect(stored?.status).toBe('cancelled');
});

test('the sommelier picks the next box from the partner stock and sees it covers every member', async ({ page }) => {
  const club = await hudsonClub();
  await logInThroughPopup(page, demoAccounts.sommelier, '/clubs/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'My wine clubs' })).toBeVisible();
  const picker = page.getByLabel(/^Selection of box/).first();
  // The wines of the last box, which the seed priced the club under.
  const last = await sql<{ title: string; quantity: number }>(
    'SELECT w.title, cw.quantity FROM club_cycle_wines cw JOIN club_cycles c ON c.id = cw.cycle_id JOIN catalogue_items w ON w.id = cw.catalogue_id WHERE c.club_id = $1 AND c.number = 1',
    [club.id],
  );
  // The partner's shelf is listed a page at a time: each wine is searched for, as on a real shelf.
  for (const wine of last) {
    await picker.getByRole('textbox', { name: "Search the partner's wines" }).fill(wine.title);
    await picker.getByRole('spinbutton', { name: `Bottles of ${wine.title}`, exact: true }).fill(String(wine.quantity));
  }
  await expect(picker.getByRole('region', { name: 'In this box' })).toContainText(`${last[0]!.quantity} × ${last[0]!.title}`);
  await expect(picker).toContainText('3 of 3 picked');
  await picker.getByRole('button', { name: 'Save the selection' }).click();
  await expect(picker.getByText("The partner's stock covers every member.")).toBeVisible();
  await snap(page, 'selection');
  const [cycle] = await sql<{ status: string; n: number }>(
    "SELECT c.status, (SELECT count(*)::int FROM club_cycle_wines w WHERE w.cycle_id = c.id) AS n FROM club_cycles c WHERE c.club_id = $1 AND c.number = 2",
    [club.id],
  );
  expect(cycle).toEqual({ status: 'announced', n: 2 });
});

test('the retailer accepts a partnership, and hands over a box placed at the cut-off from its pick list', async ({ page, request }) => {
  const sommelier = await signInThroughApi(request, demoAccounts.sommelier.email, demoAccounts.sommelier.password);
  const [retailer] = await sql<{ business_id: string }>('SELECT business_id FROM users WHERE email = $1', [demoAccounts.retailer.email]);
  await callAs(request, sommelier.token, 'post', '/api/clubs', {
    businessId: retailer!.business_id, name: 'Sparkling Fridays', description: 'Two bottles of bubbles a month for the weekend.', bottles: 2, price: '45.00',
    cadence: 'monthly', style: 'sparkling', capacity: 20,
  });
  await logInThroughPopup(page, demoAccounts.retailer, '/retailer/clubs');
  const proposal = page.locator('[aria-label="Sparkling Fridays"]');
  await proposal.getByRole('button', { name: 'Accept partnership' }).click();
  await expect(proposal.getByRole('button', { name: 'Accept partnership' })).toHaveCount(0);
  const [club] = await sql<{ status: string }>("SELECT status FROM clubs WHERE name = 'Sparkling Fridays'");
  expect(club?.status).toBe('open');

  // The next box's cut-off comes: its selection (the sommelier's, or the last box's wines when this
  // test runs alone), then the job places one order per active member and the nightly charge takes the money.
  const discovery = await hudsonClub();
  const [next] = await sql<{ id: string; cutoff_at: Date; picked: number }>(
    'SELECT c.id, c.cutoff_at, (SELECT count(*)::int FROM club_cycle_wines w WHERE w.cycle_id = c.id) AS picked FROM club_cycles c WHERE c.club_id = $1 AND c.number = 2',
    [discovery.id],
  );
  if (next!.picked === 0) {
    await sql(
      `INSERT INTO club_cycle_wines (cycle_id, catalogue_id, quantity)
         SELECT $1, cw.catalogue_id, cw.quantity FROM club_cycle_wines cw JOIN club_cycles c ON c.id = cw.cycle_id WHERE c.club_id = $2 AND c.number = 1`,
      [next!.id, discovery.id],
    );
    await sql("UPDATE club_cycles SET status = 'announced', announced_at = now() WHERE id = $1", [next!.id]);
  }
  const afterCutoff = new Date(next!.cutoff_at.getTime() + 60_000);
  expect(await runClubCycleJob(afterCutoff)).toMatch(/Club cycle run: [1-9]\d* placed/);
  expect(await runChargeJob(new Date(afterCutoff.getTime() + 36 * 60 * 60 * 1000))).toMatch(/[1-9]\d* charged/);

  await page.reload();
  const hudson = page.locator('[aria-label="Hudson Valley Discovery Box"]');
  const pickList = hudson.getByLabel(/^Pick list of box 2/);
  await expect(pickList).toContainText('Orders to hand over');
  await expect(pickList.getByRole('listitem').filter({ hasText: 'Charged' }).first()).toBeVisible();
  await snap(page, 'retailer');
  await pickList.getByRole('listitem').filter({ hasText: 'Charged' }).first().getByRole('link', { name: /^SL-/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order SL-/ })).toBeVisible();

  // Handed over as any order: ready for pickup, then the 21+ check before it counts as delivered.
  await page.getByRole('button', { name: 'Mark ready for pickup' }).click();
  const confirm = page.getByRole('dialog', { name: 'Is this order ready for pickup?' });
  await confirm.getByRole('button', { name: 'Mark ready for pickup' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Marked ready for pickup; the shopper was told by email')).toBeVisible();
  const markDelivered = page.getByRole('button', { name: 'Mark delivered' });
  await expect(markDelivered).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I checked the recipient is 21 or over' }).check();
  await markDelivered.click();
  await expect(page.getByText(/Recipient’s age \(21 or over\) checked by/)).toBeVisible();
  await snap(page, 'club-order-handed-over');
});
