import { isLinkUrl } from './links';

/**
 * The six networks of a profile's "Let's Connect" (spec 000 §2.7), and where a handle on each has its
 * profile: "@ada" on TikTok is https://tiktok.com/@ada.
 */
const HANDLE_BASES = {
  instagram: 'https://instagram.com/',
  youtube: 'https://youtube.com/@',
  facebook: 'https://facebook.com/',
  tiktok: 'https://tiktok.com/@',
  linkedin: 'https://linkedin.com/in/',
  twitter: 'https://x.com/',
} as const;
export type SocialNetwork = keyof typeof HANDLE_BASES;

/**
 * The handle a person typed, written as handles are ("@ada"), or null when the text is not one:
 * "@ada" and "ada.pours" are handles; "my tiktok" and "instagram.com/ada" are not.
 */
export function profileHandleOf(text: string): string | null {
  const trimmed = text.trim();
  if (!/^@?[\w.-]+$/.test(trimmed)) return null;
  return `@${trimmed.replace(/^@/, '')}`;
}

/**
 * What a person typed as a profile link, as a web address: a handle ("@ada", "ada.pours") becomes
 * the network's profile address when `handleBase` is given, a bare "instagram.com/ada" becomes https;
 * text with a scheme is kept as typed, for the caller to accept or refuse.
 */
export function webAddressOf(text: string, handleBase?: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  const handle = handleBase ? profileHandleOf(trimmed) : null;
  if (handleBase && handle) return `${handleBase}${handle.slice(1)}`;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/**
 * The address a profile's social text links to (decision 0044), or null: the text is stored as typed,
 * and only what makes a safe http(s) address with a real host name is followed. An address as typed,
 * a bare "instagram.com/ada" (as https) and a handle (as the network's profile) link; free text
 * ("my tiktok") and any other scheme (javascript:, data:) are shown as text.
 */
export function profileLinkOf(network: SocialNetwork, text: string | undefined): string | null {
  const address = webAddressOf(text ?? '', HANDLE_BASES[network]);
  if (!/^https?:\/\//i.test(address) || !isLinkUrl(address)) return null;
  return new URL(address).hostname.includes('.') ? address : null;
}
