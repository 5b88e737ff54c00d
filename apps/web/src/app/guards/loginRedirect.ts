export const LOGIN_PARAM = 'login';
export const REDIRECT_PARAM = 'redirect';

/** `/?login=true&redirect=<full target>` (spec 001 §2.1). */
export function loginAddress(target: string): string {
  const params = new URLSearchParams({ [LOGIN_PARAM]: 'true', [REDIRECT_PARAM]: target });
  return `/?${params.toString()}`;
}

/** Only same-site paths: a crafted link must not send a fresh login to another site. */
export function safeRedirectTarget(target: string | null): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}
