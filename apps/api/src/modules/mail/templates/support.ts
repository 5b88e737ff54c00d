import type { Mail } from '../service';
import { html, multiline } from './html';
import { layout, link, paragraph, strong } from './layout';

/** A Contact us request, mailed to the shop's support address. Every field is the sender's own text. */

/** A subject line is one line, whatever the form sent. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

export function contactRequestMail(input: {
  to: string;
  ticketId: string;
  name: string;
  emailAddress: string;
  subject: string;
  content: string;
  /** The signed-in sender's account, if any. */
  senderUserId: string | null;
}): Mail {
  const { ticketId, name, emailAddress, subject, content, senderUserId } = input;
  const signedIn = senderUserId ? ` (signed in, user ${senderUserId})` : '';
  const mailSubject = `Contact request: ${oneLine(subject)}`;
  return {
    to: input.to,
    subject: mailSubject,
    text: [`From: ${name} <${emailAddress}>${signedIn}`, `Subject: ${subject}`, `Ticket: ${ticketId}`, '', content].join('\n'),
    html: layout({
      title: mailSubject,
      heading: 'Contact request',
      body: html`${paragraph(html`${strong('From:')} ${name} &lt;${link(`mailto:${emailAddress}`, emailAddress)}&gt;${signedIn}`)}
${paragraph(html`${strong('Subject:')} ${subject}`)}
${paragraph(html`${strong('Ticket:')} ${ticketId}`)}
${paragraph(multiline(content))}`,
    }),
  };
}
