import {
  BRAND_NAME, EMAIL_CHANGE_LINK_LIFETIME_HOURS, EMAIL_UNDO_LINK_LIFETIME_DAYS, EMAIL_VERIFY_LINK_LIFETIME_HOURS, RESET_TOKEN_LIFETIME_MINUTES,
} from '@wine/contract/constants';
import type { Mail } from '../service';
import { html } from './html';
import { button, layout, note, paragraph, strong } from './layout';

/** The mails about an account's email and password (docs/decisions/0022): each carries a single-use link. */

interface LinkMail {
  to: string;
  name: string;
  link: string;
}

export function verifyEmailMail({ to, name, link }: LinkMail): Mail {
  const subject = `Verify your ${BRAND_NAME} email`;
  return {
    to,
    subject,
    text:
      `Hello ${name},\n\nWelcome to ${BRAND_NAME}. Please confirm that this is your email by opening this link ` +
      `within ${EMAIL_VERIFY_LINK_LIFETIME_HOURS} hours:\n\n${link}\n\n` +
      'Until then you can browse, fill your cart and order; applying as a sommelier waits for it.\n\n' +
      'If you did not sign up, ignore this mail.\n',
    html: layout({
      title: subject,
      heading: 'Please verify your email',
      body: html`${paragraph(`Hello ${name},`)}
${paragraph(`Welcome to ${BRAND_NAME}. Please confirm that this is your email within ${EMAIL_VERIFY_LINK_LIFETIME_HOURS} hours:`)}
${button(link, 'Verify my email')}
${paragraph('Until then you can browse, fill your cart and order; applying as a sommelier waits for it.')}
${note('If you did not sign up, ignore this mail.')}`,
    }),
  };
}

/**
 * To the new address of an email change: following the link makes the change. Whoever receives it
 * may not know the account, so it says what is asked and that ignoring it changes nothing, and it
 * carries no text the asker chose (not even a name to greet with).
 */
export function confirmNewEmailMail({ to, link }: { to: string; link: string }): Mail {
  const subject = `Confirm your new ${BRAND_NAME} email`;
  const asked = `Someone asked to attach this email address (${to}) to an account on ${BRAND_NAME}, the wine marketplace.`;
  const ifYou = `If it was you, confirm within ${EMAIL_CHANGE_LINK_LIFETIME_HOURS} hours that the account should use this email from now on:`;
  const ignore = 'If you did not ask for this, ignore this mail: nothing changes, and this address is not attached to any account.';
  return {
    to,
    subject,
    text: `Hello,\n\n${asked}\n\n${ifYou}\n\n${link}\n\n${ignore}\n`,
    html: layout({
      title: subject,
      heading: 'Confirm your new email',
      body: html`${paragraph('Hello,')}
${paragraph(asked)}
${paragraph(ifYou)}
${button(link, 'Use this email')}
${note(ignore)}`,
    }),
  };
}

/** To the old address of an email change: the link undoes it and secures the account. */
export function emailChangeNoticeMail({ to, name, link, newEmail }: LinkMail & { newEmail: string }): Mail {
  const subject = `Your ${BRAND_NAME} email is being changed`;
  return {
    to,
    subject,
    text:
      `Hello ${name},\n\nSomeone signed in to your ${BRAND_NAME} account asked to change its email to ${newEmail}. ` +
      'It changes once a link we sent there is followed.\n\n' +
      `If this was not you, open this link within ${EMAIL_UNDO_LINK_LIFETIME_DAYS} days: it keeps (or puts back) this email, ` +
      `signs every device out of the account and sends you a link to choose a new password:\n\n${link}\n`,
    html: layout({
      title: subject,
      heading: 'Your email is being changed',
      body: html`${paragraph(`Hello ${name},`)}
${paragraph(html`Someone signed in to your ${BRAND_NAME} account asked to change its email to ${strong(newEmail)}. It changes once a link we sent there is followed.`)}
${paragraph(
  `If this was not you, use this link within ${EMAIL_UNDO_LINK_LIFETIME_DAYS} days: it keeps (or puts back) this email, ` +
    'signs every device out of the account and sends you a link to choose a new password.',
)}
${button(link, 'This was not me')}`,
    }),
  };
}

export function passwordResetMail({ to, name, link }: LinkMail): Mail {
  const subject = `Reset your ${BRAND_NAME} password`;
  return {
    to,
    subject,
    text:
      `Hello ${name},\n\nSomeone asked to reset the password of your ${BRAND_NAME} account. ` +
      `Open this link within ${RESET_TOKEN_LIFETIME_MINUTES} minutes to choose a new one:\n\n${link}\n\n` +
      'If it was not you, ignore this mail: your password stays as it is.\n',
    html: layout({
      title: subject,
      heading: 'Reset your password',
      body: html`${paragraph(`Hello ${name},`)}
${paragraph(`Someone asked to reset the password of your ${BRAND_NAME} account. Choose a new one within ${RESET_TOKEN_LIFETIME_MINUTES} minutes:`)}
${button(link, 'Choose a new password')}
${note('If it was not you, ignore this mail: your password stays as it is.')}`,
    }),
  };
}

/** To the owner, once a window, when wrong passwords pile up on the account (issue 30). */
export function passwordFailuresMail({ to, name, failures, minutes, profileLink }: { to: string; name: string; failures: number; minutes: number; profileLink: string }): Mail {
  const subject = `Wrong passwords were tried on your ${BRAND_NAME} account`;
  const what = `${failures} wrong passwords were tried on your ${BRAND_NAME} account in the last ${minutes} minutes (to sign in, or to change its email).`;
  const held = 'Your password held: nothing was changed. Past a few more tries, we slow the guesser down and sign out the session that made them.';
  const advice =
    'If this was you, there is nothing to do. If it was not, look at where your account is signed in and sign out the devices you do not know, ' +
    'and choose a new password (Forgot password? when you sign in) if someone may know it.';
  return {
    to,
    subject,
    text: `Hello ${name},\n\n${what}\n\n${held}\n\n${advice}\n\n${profileLink}\n`,
    html: layout({
      title: subject,
      heading: 'Wrong passwords were tried',
      body: html`${paragraph(`Hello ${name},`)}
${paragraph(what)}
${paragraph(held)}
${paragraph(advice)}
${button(profileLink, 'See where I am signed in')}`,
    }),
  };
}
