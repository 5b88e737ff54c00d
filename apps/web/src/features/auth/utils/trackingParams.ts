import { TRACKING_KEY_MAX_LENGTH, TRACKING_PARAMS_MAX, TRACKING_VALUE_MAX_LENGTH } from '@wine/contract/users';

/**
 * The utm_* parameters of the address a visitor signed up from, kept for attribution: the first
 * TRACKING_PARAMS_MAX of them, each as long as the API takes, so that an odd link never fails a sign-up.
 */
export function readTrackingParams(search = window.location.search): Record<string, string> | null {
  const entries = [...new URLSearchParams(search)]
    .filter(([key]) => key.startsWith('utm_') && key.length <= TRACKING_KEY_MAX_LENGTH)
    .slice(0, TRACKING_PARAMS_MAX)
    .map(([key, value]) => [key, value.slice(0, TRACKING_VALUE_MAX_LENGTH)]);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}
