import { escapeHtml } from '../../lib/html';
import type { PagePreview } from './pages';

const SITE_NAME = 'Sommlike';


/** JSON inside a script element: `<` escaped, so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** An address as a preview client needs it: absolute, on the shop's public origin. */
const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/**
 * The app's page with the tags link previews and search engines read (Open Graph, Twitter card,
 * canonical address, JSON-LD) in place of the generic title and description. `sharedUrl` is what
 * was shared: its `utm_source` (a sommelier's affiliation) stays on og:url, so a click through a
 * preview still credits the sommelier; the canonical address carries no parameter.
 */
export function pageWithPreview(indexHtml: string, preview: PagePreview, origin: string, utmSource: string | null): string {
  const canonical = absolute(origin, preview.path);
  const shared = utmSource ? `${canonical}?utm_source=${encodeURIComponent(utmSource)}` : canonical;
  const image = preview.image ? absolute(origin, preview.image) : null;
  const title = `${preview.title} | ${SITE_NAME}`;
  const meta = (attribute: 'property' | 'name', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', shared),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', preview.title)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', url: canonical, ...preview.structured })}</script>`,
  ];
  // Function replacements: a string one would read `$&`, `$\`` or `$'` in stored text as a pattern
  // and paste the page into itself (issue 30).
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => meta('name', 'description', preview.description))
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
