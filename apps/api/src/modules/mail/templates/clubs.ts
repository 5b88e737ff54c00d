import { BRAND_NAME } from '@wine/contract/constants';
import { formatMoney, type Cents } from '@wine/contract/money';
import type { Mail } from '../service';
import { html } from './html';
import { button, layout, note, paragraph, strong } from './layout';
import { orderTable, type OrderSummary } from './order';

/** A wine club's mails (issue 46, decision 0065): members', the sommelier's and the partner retailer's. */

interface ClubMail {
  to: string;
  /** The reader's given name. */
  name: string;
  clubName: string;
  /** The club's page. */
  clubLink: string;
}

/** "Saturday, March 1, 2031": dates in the store's zone, as a member reads them. */
export const clubDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(at);

function simple(subject: string, heading: string, lines: string[], action: { href: string; label: string } | null): Mail['html'] {
  return layout({
    title: subject,
    heading,
    body: html`${lines.map((line) => paragraph(line))}
${action ? button(action.href, action.label) : ''}`,
  });
}

export function clubWelcomeMail({ to, name, clubName, clubLink, firstCharge, firstShip, priceCents }: ClubMail & { firstCharge: string | null; firstShip: string | null; priceCents: Cents }): Mail {
  const subject = `Welcome to ${clubName}`;
  const when = firstCharge && firstShip
    ? `Your first box is placed on ${firstCharge} and charged that night (${formatMoney(priceCents)} plus tax and any delivery fee); it is handed over from ${firstShip}.`
    : 'We will mail you the dates of your first box as soon as the next shipment is planned.';
  const lines = [`Hello ${name},`, `You are now a member of ${clubName}.`, when, 'You can skip a shipment, pause or cancel at any time before a cut-off, from your profile.'];
  return { to, subject, text: `${lines.join('\n\n')}\n\n${clubLink}\n`, html: simple(subject, 'Welcome to the club', lines, { href: clubLink, label: 'See your club' }) };
}

export function selectionAnnouncedMail({
  to, name, clubName, clubLink, wines, cutoff, skipLink,
}: ClubMail & { wines: { title: string; quantity: number }[]; cutoff: string; skipLink: string }): Mail {
  const subject = `${clubName}: your next box`;
  const intro = `Hello ${name}, here is what your sommelier picked for your next box of ${clubName}:`;
  const list = wines.map((wine) => `${wine.quantity} x ${wine.title}`);
  const skip = `Not this time? Skip this box before ${cutoff}; nothing is charged for it.`;
  return {
    to,
    subject,
    text: `${intro}\n\n${list.join('\n')}\n\n${skip}\n${skipLink}\n`,
    html: layout({
      title: subject,
      heading: 'Your next box',
      body: html`${paragraph(intro)}
${list.map((line) => paragraph(strong(line)))}
${paragraph(skip)}
${button(skipLink, 'Skip this box')}
${note(html`The club's page: ${clubLink}`)}`,
    }),
  };
}

export function clubOrderPlacedMail({ to, name, clubName, clubLink, number, order, shipsOn }: ClubMail & { number: string; order: OrderSummary; shipsOn: string }): Mail {
  const subject = `${clubName}: your box ${number} is placed`;
  const lines = `Hello ${name}, your box of ${clubName} is order ${number}. Your card is charged ${formatMoney(order.totalCents)} after 11:30pm tonight; the box is handed over from ${shipsOn}.`;
  return {
    to,
    subject,
    text: `${lines}\n\n${clubLink}\n`,
    html: layout({ title: subject, heading: 'Your box is placed', body: html`${paragraph(lines)}
${orderTable(order)}
${button(clubLink, 'See your club')}` }),
  };
}

export function clubSkippedMail({ to, name, clubName, clubLink, shipsOn }: ClubMail & { shipsOn: string }): Mail {
  const subject = `${clubName}: you skipped the next box`;
  const lines = [`Hello ${name},`, `You skipped the box handed over from ${shipsOn}. Nothing is charged for it; your membership goes on with the next one.`];
  return { to, subject, text: `${lines.join('\n\n')}\n\n${clubLink}\n`, html: simple(subject, 'Box skipped', lines, { href: clubLink, label: 'See your club' }) };
}

export function clubPausedMail({ to, name, clubName, clubLink }: ClubMail): Mail {
  const subject = `${clubName}: your membership is paused`;
  const lines = [`Hello ${name},`, `Your membership of ${clubName} is paused: no box is placed or charged until you resume it from your profile.`];
  return { to, subject, text: `${lines.join('\n\n')}\n\n${clubLink}\n`, html: simple(subject, 'Membership paused', lines, { href: clubLink, label: 'See your club' }) };
}

export function clubCancelledMail({ to, name, clubName, clubLink }: ClubMail): Mail {
  const subject = `${clubName}: your membership is cancelled`;
  const lines = [`Hello ${name},`, `Your membership of ${clubName} is cancelled. No further box is placed or charged. You are welcome back at any time.`];
  return { to, subject, text: `${lines.join('\n\n')}\n\n${clubLink}\n`, html: simple(subject, 'Membership cancelled', lines, { href: clubLink, label: 'See the club' }) };
}

export function clubReminderMail({ to, name, clubName, clubLink, cutoff, members }: ClubMail & { cutoff: string; members: number }): Mail {
  const subject = `${clubName}: pick the next box before ${cutoff}`;
  const lines = [
    `Hello ${name},`,
    `The next box of ${clubName} has no selection yet. Please pick its wines from your partner's stock before ${cutoff}: ${members} ${members === 1 ? 'member is' : 'members are'} waiting for it.`,
    'Without a selection at the cut-off, no box is placed and nobody is charged this time.',
  ];
  return { to, subject, text: `${lines.join('\n\n')}\n\n${clubLink}\n`, html: simple(subject, 'Time to pick the next box', lines, { href: clubLink, label: 'Pick the wines' }) };
}

export function pickListMail({
  to, name, clubName, clubLink, wines, orders, shipsOn,
}: ClubMail & { wines: { title: string; bottles: number }[]; orders: number; shipsOn: string }): Mail {
  const subject = `${BRAND_NAME} club pick list: ${clubName}`;
  const intro = `Hello ${name}, the cut-off of ${clubName} placed ${orders} ${orders === 1 ? 'order' : 'orders'}, handed over from ${shipsOn}. Bottles to pick:`;
  const list = wines.map((wine) => `${wine.bottles} x ${wine.title}`);
  return {
    to,
    subject,
    text: `${intro}\n\n${list.join('\n')}\n\n${clubLink}\n`,
    html: layout({ title: subject, heading: 'Club pick list', body: html`${paragraph(intro)}
${list.map((line) => paragraph(strong(line)))}
${button(clubLink, 'Open the pick list')}` }),
  };
}
