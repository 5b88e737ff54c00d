import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_DIGITS } from './constants';

/** Field rules shared by several forms and calls (spec 001 §5). */

export const email = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

export const personName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`)
    .regex(/^\S+$/, `${label} cannot contain spaces`);

export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A US phone: 10 digits, optionally already prefixed with +1 (spec 001 §5). */
export const contactNumber = z
  .string()
  .trim()
  .regex(new RegExp(`^(\\+1)?\\d{${PHONE_DIGITS}}$`), 'Phone number must be of 10 digits')
  .transform((value) => (value.startsWith('+1') ? value : `+1${value}`));

/** Pictures are our own uploads (/media/...) or https addresses (Google profile pictures). */
export const imageUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value.startsWith('/media/') || /^https:\/\/[^\s]+$/.test(value), 'must be an uploaded image or an https address');

/**
 * A stored address people follow from the shop (a post's or banner's link, a social profile): an
 * http(s) address or a path of this site. Any other scheme (javascript:, data:, vbscript:) would
 * run in the reader's session when clicked, and `//host` would leave the shop looking like a path.
 */
export const LINK_URL_RULE = 'must be an http(s) address or a path of the shop (/...)';
const WEB_ADDRESS = /^https?:\/\/[^\s/\\?#@]+(?:[/?#]\S*)?$/i;
const SITE_PATH = /^\/(?![/\\])\S*$/;

export const isLinkUrl = (value: string): boolean => SITE_PATH.test(value) || (WEB_ADDRESS.test(value) && URL.canParse(value));

const linkText = z.string().trim().max(500);
export const linkUrl = linkText.refine(isLinkUrl, LINK_URL_RULE);
/** The same, or '' for none: forms send an emptied optional link as ''. */
export const optionalLinkUrl = linkText.refine((value) => value === '' || isLinkUrl(value), LINK_URL_RULE);

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
