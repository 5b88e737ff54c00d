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
