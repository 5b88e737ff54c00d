/** The utm_* parameters of the address a visitor signed up from, kept for attribution. */
export function readTrackingParams(): Record<string, string> | null {
  const entries = [...new URLSearchParams(window.location.search)].filter(([key]) => key.startsWith('utm_'));
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}
