// Stored links' rule without zod (decision 0024): the home page's banner carousel checks its links,
// and zod is not part of the home page's start-up. fields.ts builds the request schemas on it.

/**
 * A stored address people follow from the shop (a post's or banner's link, a social profile): an
 * http(s) address or a path of this site. Any other scheme (javascript:, data:, vbscript:) would
 * run in the reader's session when clicked, and `//host` would leave the shop looking like a path.
 */
export const LINK_URL_RULE = 'must be an http(s) address or a path of the shop (/...)';
const WEB_ADDRESS = /^https?:\/\/[^\s/\\?#@]+(?:[/?#]\S*)?$/i;
const SITE_PATH = /^\/(?![/\\])\S*$/;

export const isLinkUrl = (value: string): boolean => SITE_PATH.test(value) || (WEB_ADDRESS.test(value) && URL.canParse(value));

/**
 * What a person typed as a profile link, as a web address: a handle ("@ada", "ada.pours") becomes
 * the network's profile address when `handleBase` is given, a bare "instagram.com/ada" becomes https;
 * text with a scheme is kept as typed, for linkUrl to accept or refuse.
 */
export function webAddressOf(text: string, handleBase?: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  if (handleBase && /^@?[\w.-]+$/.test(trimmed)) return `${handleBase}${trimmed.replace(/^@/, '')}`;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}
