import { BRAND_COLOR, BRAND_NAME, BRAND_PALETTE, MIN_AGE } from '@wine/contract/constants';
import { html, type Html, type Value } from './html';

/**
 * The one layout of every mail the shop sends, and the pieces mails are made of. Mail clients
 * (Outlook above all) ignore style sheets, flex and grid: the layout is nested tables with inline
 * styles only, a fixed 600px column that shrinks on phones, and fonts every client has.
 */

export const FONT = 'Helvetica, Arial, sans-serif';
const HEADING_FONT = 'Georgia, serif';
/** Lines between rows: a mail-only tint, lighter than any colour of the web theme. */
export const RULE_COLOR = '#ece4e2';

/** A whole mail: its title (the subject), a heading, the body and the shop's footer. */
export function layout(input: { title: string; heading: string; body: Html }): string {
  const { background, paper, text, textMuted } = BRAND_PALETTE;
  const document = html`<html lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${input.title}</title>
</head>
<body style="margin:0;padding:0;background-color:${background};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${background};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:${paper};border:1px solid ${RULE_COLOR};">
<tr><td style="background-color:${BRAND_COLOR};padding:20px 28px;font-family:${HEADING_FONT};font-size:26px;line-height:32px;font-weight:bold;color:${BRAND_PALETTE.onBrand};">${BRAND_NAME}</td></tr>
<tr><td style="padding:28px;font-family:${FONT};font-size:15px;line-height:22px;color:${text};">
<h1 style="margin:0 0 16px;font-family:${HEADING_FONT};font-size:22px;line-height:28px;font-weight:normal;color:${text};">${input.heading}</h1>
${input.body}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid ${RULE_COLOR};font-family:${FONT};font-size:12px;line-height:18px;color:${textMuted};">${BRAND_NAME} sells and hands over wine only to adults aged ${MIN_AGE} or over. Please enjoy responsibly.</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return `<!DOCTYPE html>\n${document.markup}`;
}

export const paragraph = (content: Value): Html => html`<p style="margin:0 0 16px;">${content}</p>`;

/** A smaller, quieter paragraph: what to do if the mail was not expected. */
export const note = (content: Value): Html =>
  html`<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${BRAND_PALETTE.textMuted};">${content}</p>`;

export const strong = (content: Value): Html => html`<strong>${content}</strong>`;

export const link = (href: string, label: Value = href): Html =>
  html`<a href="${href}" style="color:${BRAND_COLOR};text-decoration:underline;word-break:break-all;">${label}</a>`;

/**
 * A call to action: a table cell holds the colour, since some clients drop an anchor's padding
 * and background. The address follows in full, for clients that block buttons or for copying.
 */
export const button = (href: string, label: string): Html => html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 16px;">
<tr><td style="background-color:${BRAND_COLOR};border-radius:6px;"><a href="${href}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:15px;font-weight:bold;color:${BRAND_PALETTE.onBrand};text-decoration:none;">${label}</a></td></tr>
</table>
${note(html`If the button does not work, open this address: ${link(href)}`)}`;
