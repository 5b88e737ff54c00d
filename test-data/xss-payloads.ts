/**
 * Known XSS payloads (after the OWASP filter evasion cheat sheet), shared by the server-side
 * sanitizing tests (apps/api/test/social/publishing.test.ts) and the Chromium rendering test
 * (e2e/tests/hostile-content.spec.ts). It lives at the root, outside both workspaces, so that neither
 * suite reaches into the other's helpers and the list stays one.
 */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<svg onload=alert(1)></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p onclick="alert(1)">x</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<object data="javascript:alert(1)"></object>',
  '<style>body{display:none}</style>',
  '"><script>alert(1)</script>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<p class="evil ql-font-arial">kept</p>',
];

/** What none of the payloads may leave behind in sanitized HTML. */
export const XSS_FORBIDDEN = ['<script', 'onerror', 'javascript:', 'onload', '<iframe', 'onclick', '<svg', '<style', 'data:', '<object', 'onfocus', 'vbscript', 'xlink', 'style=', 'evil'];

/**
 * What `String.replace` reads as a pattern in its replacement string (the whole match, the text
 * before and after it, a group, a named group): stored text holding them must come back as written,
 * never expanded (issue 30: a 120-character title of `` $` `` made a page of 17 MB).
 */
export const REPLACEMENT_PATTERNS = ['$`', '$&', "$'", '$1', '$$', '$<name>'];

/** `length` characters of replacement patterns, repeated: the most hostile text a field of that size holds. */
export function replacementPatterns(length: number): string {
  const all = REPLACEMENT_PATTERNS.join('');
  return all.repeat(Math.ceil(length / all.length)).slice(0, length);
}
