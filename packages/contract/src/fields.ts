import { z } from 'zod';
import { isLinkUrl } from './links';
import { parsePrice, PRICE_PATTERN } from './money';
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

const MEDIA_PREFIX = '/media/';
/** A segment of a media path: never `.`, `..` or hidden, no encoded or backslashed separator. */
const MEDIA_SEGMENT = /^[\w-][\w.-]*$/;

/**
 * A path of the shop's media store in its normal form (empty and `.` segments dropped), or null
 * when it is not one: outside `/media/`, or with a `..` segment, a `%`-encoding or a backslash that
 * could lead elsewhere once a browser or the file server resolves it (issue 30).
 */
export function normalMediaPath(value: string): string | null {
  if (!value.startsWith(MEDIA_PREFIX)) return null;
  const segments = value.slice(MEDIA_PREFIX.length).split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.length === 0 || !segments.every((segment) => MEDIA_SEGMENT.test(segment))) return null;
  return `${MEDIA_PREFIX}${segments.join('/')}`;
}

const UPLOADED_IMAGE_RULE = 'must be an image uploaded to the shop (/media/...)';
const mediaText = z.string().trim().max(500);

/** A picture uploaded to the shop, stored in its normal form. */
export const uploadedImageUrl = mediaText.transform((value, context) => {
  const normal = normalMediaPath(value);
  if (normal === null) context.addIssue({ code: 'custom', message: UPLOADED_IMAGE_RULE });
  return normal ?? value;
});

/** Pictures are our own uploads (/media/..., normalised) or https addresses (Google profile pictures). */
export const imageUrl = mediaText.transform((value, context) => {
  if (/^https:\/\/[^\s]+$/.test(value)) return value;
  const normal = normalMediaPath(value);
  if (normal === null) context.addIssue({ code: 'custom', message: 'must be an uploaded image (/media/...) or an https address' });
  return normal ?? value;
});

/**
 * Where a Google account's picture is served (lh3.googleusercontent.com and its siblings): the only
 * address outside the shop a profile picture may have (decision 0062).
 */
const GOOGLE_PICTURE_HOST = /^lh\d+\.googleusercontent\.com$/;

/**
 * A person's profile picture: an upload to the shop, or the picture of their Google account. Any
 * other address would make every page that shows the person load from a third party.
 */
export const profilePictureUrl = mediaText.transform((value, context) => {
  if (/^https:\/\/[^\s]+$/.test(value) && URL.canParse(value) && GOOGLE_PICTURE_HOST.test(new URL(value).hostname)) return value;
  const normal = normalMediaPath(value);
  if (normal === null) context.addIssue({ code: 'custom', message: 'must be a picture uploaded to the shop (/media/...) or your Google picture' });
  return normal ?? value;
});

const LINK_URL_RULE = 'must be an http(s) address or a path of the shop (/...)';
const linkText = z.string().trim().max(500);
export const linkUrl = linkText.refine(isLinkUrl, LINK_URL_RULE);
/** The same, or '' for none: forms send an emptied optional link as ''. */
export const optionalLinkUrl = linkText.refine((value) => value === '' || isLinkUrl(value), LINK_URL_RULE);

/** A price field of a request, read as cents; `message` is what a malformed one is told. */
export const priceField = (message: string) => z.string().regex(PRICE_PATTERN, message).transform(parsePrice);

/**
 * Control characters plain text may not carry: C0 and C1 controls but tab and line feed, and the
 * bidirectional embeddings, overrides and isolates that can make shown text read otherwise than stored.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const HIDDEN_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * User text stored and shown as text, never as HTML (reviews, reports): line breaks made `\n`, hidden
 * controls removed, then trimmed and limited to `max` characters.
 */
export const plainText = (max: number, message: string) =>
  z
    .string()
    .transform((value) => value.replace(/\r\n?/g, '\n').replace(HIDDEN_CONTROLS, ''))
    .pipe(z.string().trim().max(max, message));
