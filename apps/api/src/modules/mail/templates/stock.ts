import { BRAND_NAME } from '@wine/contract/constants';
import type { Mail } from '../service';
import { html } from './html';
import { button, layout, note, paragraph, strong } from './layout';

/** "Tell me when it's back" (decision 0052): a wine the shopper waited for has bottles again. */
export function backInStockMail({ to, name, wineTitle, wineLink }: { to: string; name: string; wineTitle: string; wineLink: string }): Mail {
  const subject = `${wineTitle} is back in stock at ${BRAND_NAME}`;
  const once = 'We mail you once: press "Tell me when it\'s back" again if it sells out before you order.';
  return {
    to,
    subject,
    text: `Hello ${name},\n\n${wineTitle} is back in stock. Order it while it lasts:\n${wineLink}\n\n${once}\n`,
    html: layout({
      title: subject,
      heading: 'Back in stock',
      body: html`${paragraph(`Hello ${name},`)}
${paragraph(html`${strong(wineTitle)} is back in stock. Order it while it lasts.`)}
${button(wineLink, 'See the wine')}
${note(once)}`,
    }),
  };
}
