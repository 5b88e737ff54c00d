// Stored links' rule, alone and without zod (decision 0024): the home page's banner carousel checks
// its links with it, so it is part of the home page's start-up. fields.ts builds the schemas on it.

const WEB_ADDRESS = /^https?:\/\/[^\s/\\?#@]+(?:[/?#]\S*)?$/i;
const SITE_PATH = /^\/(?![/\\])\S*$/;

/**
 * A stored address people follow from the shop (a post's or banner's link, a social profile): an
 * http(s) address or a path of this site. Any other scheme (javascript:, data:, vbscript:) would
 * run in the reader's session when clicked, and `//host` would leave the shop looking like a path.
 */
export const isLinkUrl = (value: string): boolean => SITE_PATH.test(value) || (WEB_ADDRESS.test(value) && URL.canParse(value));
