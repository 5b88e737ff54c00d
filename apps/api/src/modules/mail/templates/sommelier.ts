import { BRAND_NAME } from '@wine/contract/constants';
import type { Mail } from '../service';
import { html } from './html';
import { layout, paragraph } from './layout';

/** An admin's decision on a sommelier application, mailed to the applicant. */

const DECISIONS = {
  approved: {
    subject: `Welcome to ${BRAND_NAME}: your sommelier application is approved`,
    heading: 'Your application is approved',
    message:
      'Great news: your application is approved. You can now build wine collections, publish Wine Talks ' +
      'and share wines with your followers. Log in and open My Collections to start.',
  },
  rejected: {
    subject: `Your ${BRAND_NAME} sommelier application`,
    heading: 'Your sommelier application',
    message:
      `Thank you for applying to become a ${BRAND_NAME} sommelier. We will not be moving forward with your ` +
      'application at this time. We will contact you if there are future openings.',
  },
} as const;

export function applicationDecisionMail({ to, name, decision }: { to: string; name: string; decision: keyof typeof DECISIONS }): Mail {
  const { subject, heading, message } = DECISIONS[decision];
  return {
    to,
    subject,
    text: `Hello ${name},\n\n${message}\n`,
    html: layout({ title: subject, heading, body: html`${paragraph(`Hello ${name},`)}\n${paragraph(message)}` }),
  };
}
